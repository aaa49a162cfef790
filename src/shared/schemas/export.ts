/** `GET /api/export/status`: what the profile's "Tus datos" card needs before a download. */
export interface TExportStatus {
  /** Whether the caller already has a download streaming (a second one would be refused). */
  isRunning: boolean;
  /** Whether the caller has a couple to export (`GET /api/export` answers 403 otherwise). */
  canExport: boolean;
}
