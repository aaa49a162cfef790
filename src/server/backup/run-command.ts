import { ConfigError } from '@server/config';
import { BackupError } from './backup-error';

/**
 * Runs an operator command: its own messages (and configuration errors) are printed as they
 * are, anything unexpected with its stack; either way the exit code is 1.
 */
export function runCommand(work: () => Promise<void>): void {
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof BackupError || error instanceof ConfigError) {
        console.error(error.message);
      } else {
        console.error(error);
      }
      process.exit(1);
    },
  );
}

export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(0)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
