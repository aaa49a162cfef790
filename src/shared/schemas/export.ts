/** `GET /api/export/status`: whether the caller already has a download streaming. */
export interface TExportStatus {
  isRunning: boolean;
}
