import type { TVoiceNote } from '@shared/voice-rules';
import * as z from 'zod/mini';
import { isIsoDate } from './dates';
import type { TReactionCounts } from './reactions';
import { descriptionField, titleField } from './titled-text';

export const MEMORY_FILTERS = ['all', 'with-image', 'no-image'] as const;
export type TMemoryFilter = (typeof MEMORY_FILTERS)[number];
export const MEMORY_SORTS = ['date-desc', 'date-asc', 'title'] as const;
export type TMemorySort = (typeof MEMORY_SORTS)[number];

export const MEMORY_PAGE_SIZE = 24;
export const MEMORY_PAGE_MAX = 60;

const title = titleField('memories.textInvalid');
const description = descriptionField('memories.textInvalid');

/** 'YYYY-MM-DD' or nothing: the form's empty date field sends ''. */
const memoryDate = z.pipe(
  z.optional(
    z.nullable(
      z.string({ error: 'validation.dateFormat' }).check(
        z.trim(),
        z.refine((value) => value === '' || isIsoDate(value), {
          error: 'validation.dateFormat',
          abort: true,
        }),
      ),
    ),
  ),
  z.transform((value) => (value ? value : null)),
);

/** A memory's text fields, as the create form sends them (multipart fields, so all strings). */
export const ZCreateMemorySchema = z.object(
  { title, description, memoryDate },
  { error: 'errors.invalidInput' },
);
export type TCreateMemory = z.output<typeof ZCreateMemorySchema>;

const flag = z.pipe(
  z.optional(z.enum(['true', 'false'], { error: 'errors.invalidInput' })),
  z.transform((value) => value === 'true'),
);

/**
 * The edit form sends the whole memory again. `removeImage` ('true') drops the photo, and
 * `removeVoice` its voice note; a new file (`file`, `voice`) in the same request replaces it.
 */
export const ZUpdateMemorySchema = z.object(
  {
    title,
    description,
    memoryDate,
    removeImage: flag,
    removeVoice: flag,
  },
  { error: 'errors.invalidInput' },
);
export type TUpdateMemory = z.output<typeof ZUpdateMemorySchema>;

export const ZMemoryListQuerySchema = z.object(
  {
    filter: z._default(z.enum(MEMORY_FILTERS, { error: 'memories.invalidFilter' }), 'all'),
    sort: z._default(z.enum(MEMORY_SORTS, { error: 'memories.invalidSort' }), 'date-desc'),
    cursor: z.optional(
      z
        .string({ error: 'memories.invalidCursor' })
        .check(z.maxLength(2000, { error: 'memories.invalidCursor' })),
    ),
    limit: z._default(
      z.pipe(
        z
          .string({ error: 'errors.invalidInput' })
          .check(z.regex(/^[0-9]{1,3}$/, { error: 'errors.invalidInput' })),
        z.pipe(
          z.transform(Number),
          z
            .number()
            .check(
              z.gte(1, { error: 'errors.invalidInput' }),
              z.lte(MEMORY_PAGE_MAX, { error: 'errors.invalidInput' }),
            ),
        ),
      ),
      MEMORY_PAGE_SIZE,
    ),
  },
  { error: 'errors.invalidInput' },
);
export type TMemoryListQuery = z.output<typeof ZMemoryListQuerySchema>;

export interface TMemory {
  id: string;
  title: string;
  description: string | null;
  memoryDate: string | null;
  /**
   * Signed for the viewer (valid for at least an hour): the full image, its thumbnail (400 px
   * wide) and its large thumbnail (800 px wide), the two a card picks from with `srcset`.
   */
  imageUrl: string | null;
  thumbnailUrl: string | null;
  largeThumbnailUrl: string | null;
  createdAt: string;
  /** Null once the author deleted their account (only in an ended couple's archive). */
  createdBy: string | null;
  /** The partners' hearts and comments on it, as the viewer sees them. */
  reactions: TReactionCounts;
  /** A voice note recorded with it, signed for the viewer like the photo. */
  voice: TVoiceNote | null;
}

export interface TMemoryPage {
  items: TMemory[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface TMemorySummary {
  /** Every memory of the couple, whatever the filter: the filter bar shows only above zero. */
  total: number;
}

/** A memory from this day in an earlier year, with how many years ago. */
export interface TOnThisDayMemory extends TMemory {
  yearsAgo: number;
}

/** `GET /api/memories/on-this-day`: the caller's today and its memories, most recent year first. */
export interface TOnThisDay {
  today: string;
  items: TOnThisDayMemory[];
}
