/**
 * How long an ended couple's shared space (rows and photos) is kept, so that either former
 * partner can still take the archive with them; then the server deletes it for good.
 */
export const ENDED_COUPLE_RETENTION_DAYS = 30;
