import { MS_PER_DAY } from './domain/time';

/**
 * How long an ended couple's shared space (rows and photos) is kept, so that either former
 * partner can still take the archive with them; then the server deletes it for good.
 */
export const ENDED_COUPLE_RETENTION_DAYS = 30;

const RETENTION_MS = ENDED_COUPLE_RETENTION_DAYS * MS_PER_DAY;

/**
 * The ONE reading of the retention window, for every place that needs it (the export, the
 * former couples, the retention job): a couple that ended after this instant is still kept at
 * `now`; one that ended at or before it is past its window.
 */
export const retentionCutoff = (now: Date): Date => new Date(now.getTime() - RETENTION_MS);

/** Until when an ended couple's space is kept (what the export screen shows). */
export const retainedUntil = (endedAt: Date): Date => new Date(endedAt.getTime() + RETENTION_MS);
