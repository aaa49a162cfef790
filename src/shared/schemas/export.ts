/** `GET /api/export/status`: what the profile's "Tus datos" card needs before a download. */
export interface TExportStatus {
  /** Whether the caller already has a download streaming (a second one would be refused). */
  isRunning: boolean;
  /** Whether the caller has a couple to export (`GET /api/export` answers 403 otherwise). */
  canExport: boolean;
  /**
   * The couples the caller was in that ended less than 30 days ago, newest first, whatever couple
   * the caller is in now: each archive can still be downloaded from `GET /api/export/:id` until
   * its `availableUntil`. `endedByMe`: whether the caller ended it (the other partner is told
   * so on their dashboard).
   */
  formerCouples: Array<{ id: string; availableUntil: string; endedByMe: boolean }>;
}
