import { LANGUAGES } from '@shared/constants';
import * as z from 'zod/mini';

/** `GET /api/calendar-feed`: whether the caller has a feed URL (it is shown only once). */
export interface TCalendarFeedStatus {
  isActive: boolean;
  createdAt: string | null;
}

/** `POST /api/calendar-feed`: a new secret URL; any earlier one stops working. */
export interface TCalendarFeedCreated {
  url: string;
  createdAt: string;
}

/** The feed's own labels (anniversary, plan) are written in this language. */
export const ZCreateCalendarFeedSchema = z.object(
  { language: z._default(z.enum(LANGUAGES, { error: 'errors.invalidInput' }), 'es') },
  { error: 'errors.invalidInput' },
);
export type TCreateCalendarFeed = z.output<typeof ZCreateCalendarFeedSchema>;
