import { randomUUID } from 'node:crypto';
import type { PersonActor } from '@server/auth/session-env';
import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import { findFormerCouples } from '@server/features/couples/couples.service';
import { mayReadLetter } from '@server/features/letters/letters.service';
import { conflict, forbidden, notFound } from '@server/http/errors';
import { activeLog } from '@server/logger';
import { retainedUntil } from '@shared/couple-ending';
import type { TExportStatus } from '@shared/schemas/export';
import { sql } from 'drizzle-orm';
import type { TAlbumLanguage } from './album-texts';
import { streamArchive } from './archive-stream';
import { archiveFilesOf, presentArchiveData } from './export.presenter';
import {
  findArchiveRows,
  findExportableCouple,
  hasLiveExportLease,
  releaseExportLease,
  renewExportLease,
  takeExportLease,
} from './export.repository';
import { renderAlbum } from './export-album';

type ExportDependencies = Pick<AppDependencies, 'db' | 'pool' | 'blobs' | 'clock' | 'log'>;

/** A lease outlives its instance by at most this long; renewed well before it runs out. */
const LEASE_MS = 2 * 60_000;
const RENEW_EVERY_MS = 30_000;

export interface ExportRequest {
  /** An explicit couple (`/api/export/:coupleId`); the user's active couple otherwise. */
  coupleId?: string;
  language: TAlbumLanguage;
}

async function readArchiveRows(
  deps: ExportDependencies,
  couple: Parameters<typeof findArchiveRows>[1],
  exportedBy: string,
) {
  // One snapshot: a memory added while reading cannot appear without its photo, or half a plan.
  const rows = await withTransaction(deps.pool, async ({ db }) => {
    await db.execute(sql`set transaction isolation level repeatable read, read only`);
    return findArchiveRows(db, couple);
  });
  // A letter only as the exporter may read it (the letters' one rule): their own, and those
  // opened. A partner's sealed letter reaches neither data.json, the album nor the files.
  return { ...rows, letters: rows.letters.filter((letter) => mayReadLetter(letter, exportedBy)) };
}

/**
 * Starts the download of a couple's whole shared space as a streaming ZIP (data.json, the
 * original photos, index.html). One export at a time per user across instances: a second one
 * while the first streams is 409 'export.alreadyRunning'.
 */
export async function startExport(
  deps: ExportDependencies,
  { userId }: PersonActor,
  { coupleId, language }: ExportRequest,
) {
  const couple = await findExportableCouple(deps.db, userId, deps.clock.now(), coupleId);
  if (!couple) throw coupleId ? notFound('export.notFound') : forbidden('couple.required');

  const lease = { userId, leaseId: randomUUID() };
  const leaseUntil = () => new Date(deps.clock.now().getTime() + LEASE_MS);
  const now = deps.clock.now();
  if (!(await takeExportLease(deps.db, { ...lease, expiresAt: leaseUntil() }, now))) {
    throw conflict('export.alreadyRunning');
  }
  const log = activeLog(deps.log);
  const release = () =>
    releaseExportLease(deps.db, lease).catch((err: unknown) =>
      log.warn({ err }, 'export: lease not released (it expires on its own)'),
    );

  let rows: Awaited<ReturnType<typeof readArchiveRows>>;
  try {
    rows = await readArchiveRows(deps, couple, userId);
  } catch (error) {
    await release();
    throw error;
  }

  const renewal = setInterval(() => {
    renewExportLease(deps.db, { ...lease, expiresAt: leaseUntil() }).catch((err: unknown) =>
      log.warn({ err }, 'export: lease not renewed'),
    );
  }, RENEW_EVERY_MS);
  renewal.unref();

  const exportedAt = deps.clock.now();
  const body = streamArchive({
    blobs: deps.blobs,
    log,
    files: archiveFilesOf(rows),
    finish: (stored) => {
      const data = presentArchiveData(couple, rows, {
        exportedAt,
        exportedBy: userId,
        stored,
        language,
      });
      return [
        { name: 'data.json', data: `${JSON.stringify(data, null, 2)}\n` },
        { name: 'index.html', data: renderAlbum(data, language) },
      ];
    },
    onClose: () => {
      clearInterval(renewal);
      void release();
    },
  });
  return { body, fileName: `juntos-${exportedAt.toISOString().slice(0, 10)}.zip` };
}

/** What the web asks before starting a download: can there be one, and is one running. */
export async function findExportStatus(
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  userId: string,
): Promise<TExportStatus> {
  const now = deps.clock.now();
  const [isRunning, couple, former] = await Promise.all([
    hasLiveExportLease(deps.db, userId, now),
    findExportableCouple(deps.db, userId, now),
    // The couples feature owns the retention window's rule (it deletes after it).
    findFormerCouples(deps, userId, now),
  ]);
  return {
    isRunning,
    canExport: couple !== null,
    formerCouples: former.map(({ id, endedAt, endedBy }) => ({
      id,
      availableUntil: retainedUntil(endedAt).toISOString(),
      endedByMe: endedBy === userId,
    })),
  };
}
