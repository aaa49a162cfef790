import fs from 'node:fs/promises';
import path from 'node:path';
import type { SchemaLevel } from '@server/db/schema-level';
import type { Clock } from '@server/jobs/clock';
import type { Logger } from '@server/logger';
import {
  archiveStamp,
  type BackupSettings,
  UPGRADE_PREFIX,
  writeVerifiedBackup,
} from './scheduled-backup';

// A start on data an older version wrote backs it up before migrating (db/migrate.ts calls
// `backUp` under the migration lock, so of several instances only the first does): the same
// archive as `npm run backup`, read back and checked, in BACKUP_DIR. It is kept until the next
// start that finds nothing to migrate, i.e. once the new version has run on the data and
// started again; `npm run restore` brings it back into a new data directory. Only a start that
// began after the archive was written counts: another instance starting alongside the one that
// upgraded (it waited for the migration lock, then found nothing to do) leaves it.

export interface UpgradeBackup {
  /** For `runMigrations`' `beforeUpgrade`: the archive of the data as the older version left it. */
  backUp: (level: SchemaLevel) => Promise<void>;
  /** After a start that succeeded: removes the archives of earlier upgrades, unless this one was. */
  settle: () => Promise<void>;
}

export class UpgradeBackupError extends Error {}

export function upgradeBackup(settings: BackupSettings, clock: Clock, log: Logger): UpgradeBackup {
  const { dir } = settings.config.backups;
  const startedAt = archiveStamp(clock.now());
  let upgraded = false;
  return {
    async backUp(level) {
      const now = clock.now();
      const to = level.known.at(-1)?.tag;
      const file = path.join(
        dir,
        `${UPGRADE_PREFIX}${level.appliedTag}-${archiveStamp(now)}.tar.gz`,
      );
      log.info(
        `db: the data is at migration ${level.appliedTag}, this version brings it to ${to}; ` +
          `backing it up first to ${file}`,
      );
      try {
        await writeVerifiedBackup(settings, file, now);
      } catch (error) {
        throw new UpgradeBackupError(
          `Could not back up the data before upgrading it (${String(error)}). Nothing was ` +
            `migrated: free some space in ${dir} (BACKUP_DIR), or start the previous version again.`,
        );
      }
      upgraded = true;
      log.info(`db: backed up and verified ${file}; migrating`);
    },
    async settle() {
      if (upgraded) return;
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter((candidate) => candidate.startsWith(UPGRADE_PREFIX))) {
        // `...-<tag>-<stamp>.tar.gz`: stamps sort as text, as their times do.
        const stamp = name.slice(-`${startedAt}.tar.gz`.length, -'.tar.gz'.length);
        if (stamp >= startedAt) continue;
        await fs.rm(path.join(dir, name), { force: true });
        log.info(`db: removed ${name}, the backup taken before the last upgrade`);
      }
    },
  };
}
