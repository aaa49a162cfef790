/** Whether `root`'s web app has no build, or sources changed after it was built. */
export function webBuildIsStale(root: string): boolean;
/** Runs `vite build` in `root` (its errors reach stderr); the exit status, 0 when it built. */
export function buildWeb(root: string): number;
