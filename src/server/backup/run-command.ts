import { ConfigError } from '@server/config';
import { BackupError } from './backup-error';

const AFTER_FAILURE = {
  backup: 'No archive was written.',
  restore: 'Nothing was restored: the database was rolled back and the files put back removed.',
};

/** What went wrong, in one paragraph: PostgreSQL's detail and hint included, no stack. */
function explain(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { detail, hint } = error as Error & { detail?: string; hint?: string };
  return [error.message, detail, hint]
    .filter(Boolean)
    .map((part) => String(part).replace(/\.$/, ''))
    .join('. ');
}

/**
 * Runs an operator command. Its own messages (and configuration errors) are printed as they are,
 * anything unexpected as one clear sentence saying what it left behind; a stack trace only with
 * DEBUG set (an operator reads these, not a developer). Either way the exit code is 1.
 */
export function runCommand(name: 'backup' | 'restore', work: () => Promise<void>): void {
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof BackupError || error instanceof ConfigError) {
        console.error(error.message);
      } else {
        console.error(`The ${name} failed: ${explain(error)}. ${AFTER_FAILURE[name]}`);
        if (process.env.DEBUG) console.error(error);
      }
      process.exit(1);
    },
  );
}

export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(0)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
