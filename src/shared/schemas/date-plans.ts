import * as z from 'zod/mini';
import { LIMITS } from '../constants';
import type { TDatePlanCategory } from '../domain/date-plans-catalogue';
import { isIsoDate } from './dates';
import type { TReactionCounts } from './reactions';
import { paragraphText } from './text';

/** How many photos one upload may carry, and how many one plan may keep. */
export const DATE_PLAN_PHOTO_LIMITS = {
  perUpload: 6,
  perPlan: 30,
} as const;

/**
 * The experience of a plan. Each field is optional; an empty one is saved as null. Saving marks
 * the plan completed (the date, when given, becomes its completion date).
 */
export const ZSaveDatePlanExperienceSchema = z.object(
  {
    experienceDate: z.optional(
      z.nullable(
        z.string({ error: 'validation.dateFormat' }).check(
          z.trim(),
          z.refine((value) => value === '' || isIsoDate(value), {
            error: 'validation.dateFormat',
          }),
        ),
      ),
    ),
    description: z.optional(
      z.nullable(
        z
          .string({ error: 'errors.invalidInput' })
          .check(
            z.trim(),
            z.maxLength(LIMITS.descriptionMax, { error: 'validation.descriptionTooLong' }),
            paragraphText('errors.invalidInput'),
          ),
      ),
    ),
    rating: z.optional(
      z.nullable(
        z
          .number({ error: 'datePlans.ratingInvalid' })
          .check(
            z.int({ error: 'datePlans.ratingInvalid' }),
            z.gte(1, { error: 'datePlans.ratingInvalid' }),
            z.lte(5, { error: 'datePlans.ratingInvalid' }),
          ),
      ),
    ),
  },
  { error: 'errors.invalidInput' },
);
export type TSaveDatePlanExperience = z.infer<typeof ZSaveDatePlanExperienceSchema>;

export type TDatePlanState = 'not-started' | 'in-progress' | 'completed';

/** One of the 100 plans with this couple's state of it. */
export interface TDatePlan {
  id: string;
  planNumber: number;
  emoji: string;
  category: TDatePlanCategory;
  /** The Spanish text from the database; the web shows the catalogue's translation by number. */
  title: string;
  description: string;
  state: TDatePlanState;
  completedDate: string | null;
  experienceDescription: string | null;
  rating: number | null;
  photoCount: number;
}

export interface TDatePlanList {
  plans: TDatePlan[];
  /** Plans completed, of `total` (100). */
  completedCount: number;
  total: number;
  /** The couple's one plan in progress, if any. */
  inProgressPlanNumber: number | null;
}

export interface TDatePlanPhoto {
  id: string;
  /** Signed URLs for the caller: full size and thumbnail. */
  url: string;
  thumbnailUrl: string;
  createdAt: string;
  /** The partners' hearts and comments on it, as the viewer sees them. */
  reactions: TReactionCounts;
}

export interface TDatePlanPhotoList {
  photos: TDatePlanPhoto[];
}
