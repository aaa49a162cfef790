/** `GET /api/export/status`: what the profile's "Tus datos" card needs before a download. */
export interface TExportStatus {
  /** Whether the caller already has a download streaming (a second one would be refused). */
  isRunning: boolean;
  /** Whether the caller has a couple to export (`GET /api/export` answers 403 otherwise). */
  canExport: boolean;
  /**
   * The couple the caller was in that ended less than 30 days ago (its archive can still be
   * downloaded from `GET /api/export/:id` until `availableUntil`), or null.
   */
  formerCouple: { id: string; availableUntil: string } | null;
}
