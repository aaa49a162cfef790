/**
 * Whether a process with this pid exists. Signal 0 checks without sending anything; EPERM means
 * it exists but belongs to another user (the embedded PostgreSQL may run as `postgres`).
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
