import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { notifyPartner } from '@server/features/notifications/notifications.service';
import {
  countReactionsOf,
  dropCommentPushesOn,
  findCommentVoicePathsOn,
} from '@server/features/reactions/reactions.service';
import { badRequest, notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { newImagePath, type StoreImageInput } from '@server/storage/image.service';
import { coupleViewer } from '@server/storage/signed-url';
import {
  type CommitOutcome,
  commitWithImages,
  removeImagesAfterCommit,
  type StoredImageRef,
} from '@server/storage/upload-flow';
import {
  commitWithVoice,
  removeVoiceNotesAfterCommit,
  type StoredVoiceNote,
  voiceRefs,
} from '@server/storage/voice-intake';
import { decodeMemoryCursor, encodeMemoryCursor } from '@shared/domain/memory-cursor';
import { yearsBetween } from '@shared/domain/on-this-day';
import { IMAGE_RULES } from '@shared/image-rules';
import type {
  TCreateMemory,
  TMemory,
  TMemoryListQuery,
  TMemoryPage,
  TMemorySummary,
  TOnThisDay,
  TUpdateMemory,
} from '@shared/schemas/memories';
import { presentMemory } from './memories.presenter';
import {
  countMemories,
  deleteMemoryRow,
  findMemoryPage,
  findMemoryRow,
  findMemoriesOnThisDay as findMemoryRowsOnThisDay,
  insertMemory,
  lockMemoryRow,
  type MemoryRow,
  updateMemoryRow,
} from './memories.repository';

type MemoryDependencies = Pick<
  AppDependencies,
  'db' | 'pool' | 'blobs' | 'signer' | 'bus' | 'log' | 'clock' | 'voice'
>;

/** A memory's new files: its photo (`file`) and its voice note (`voice`), each optional. */
export interface MemoryFiles {
  file: File | null;
  voice: File | null;
}

/**
 * Stores the voice note (converted), then the photo, then commits: a refused or failed file
 * commits nothing, a failed commit removes both new files, and what the commit replaced goes
 * after it (storage/voice-intake.ts, storage/upload-flow.ts).
 */
function commitWithFiles<T>(
  deps: MemoryDependencies,
  actor: Actor,
  { file, voice }: MemoryFiles,
  commit: (imagePath: string | null, voice: StoredVoiceNote | null) => Promise<CommitOutcome<T>>,
): Promise<T> {
  const upload = file ? memoryUpload(actor.couple.id, file, deps.clock.now()) : null;
  return commitWithVoice(deps, voice && { file: voice, folder: actor.couple.id }, (stored) =>
    commitWithImages(deps, upload ? [upload] : [], ([imagePath = null]) =>
      commit(imagePath, stored),
    ).then((result) => ({ result })),
  );
}

const memoryNotFound = () => notFound('memories.notFound');

export async function findMemories(
  deps: Pick<AppDependencies, 'db' | 'signer'>,
  actor: Actor,
  { filter, sort, cursor, limit }: TMemoryListQuery,
): Promise<TMemoryPage> {
  const after = cursor ? decodeMemoryCursor(sort, cursor) : null;
  if (cursor && !after) throw badRequest('memories.invalidCursor');
  // One row more than asked tells whether another page exists without counting.
  const rows = await findMemoryPage(deps.db, actor.couple.id, actor.userId, {
    filter,
    sort,
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentMemory(deps.signer, row, coupleViewer(actor), row.reactions)),
    nextCursor: rows.length > limit && last ? encodeMemoryCursor(sort, last.position) : null,
  };
}

const ON_THIS_DAY_LIMIT = 10;

/**
 * "Un día como hoy": the couple's memories dated on the reader's today in earlier years (also
 * read by the morning push, which has no request, hence a reader rather than an actor).
 */
export async function findMemoriesOnThisDay(
  deps: Pick<AppDependencies, 'db' | 'signer'>,
  reader: { userId: string; coupleId: string },
  today: string,
): Promise<TOnThisDay> {
  const { rows } = await findMemoryRowsOnThisDay(deps.db, reader.coupleId, {
    today,
    limit: ON_THIS_DAY_LIMIT,
  });
  const reactionsOf = await countReactionsOf(
    deps,
    reader.coupleId,
    'memory',
    rows.map((row) => row.id),
    reader.userId,
  );
  return {
    today,
    items: rows.map((row) => ({
      ...presentMemory(deps.signer, row, reader.userId, reactionsOf(row.id)),
      yearsAgo: yearsBetween(row.memoryDate ?? today, today),
    })),
  };
}

/**
 * The morning push's "un día como hoy": how many memories today has, and the newest one's title
 * (handed to notifications at start, bootstrap.ts: it cannot import this feature, which imports
 * it to tell the partner of a new memory).
 */
export async function summarizeOnThisDay(
  deps: Pick<AppDependencies, 'db'>,
  coupleId: string,
  today: string,
): Promise<{ total: number; newestTitle: string } | null> {
  const { rows, total } = await findMemoryRowsOnThisDay(deps.db, coupleId, { today, limit: 1 });
  const [newest] = rows;
  return newest ? { total, newestTitle: newest.title } : null;
}

export async function getMemorySummary(
  { db }: Pick<AppDependencies, 'db'>,
  actor: Actor,
): Promise<TMemorySummary> {
  return { total: await countMemories(db, actor.couple.id) };
}

export async function getMemory(
  deps: Pick<AppDependencies, 'db' | 'signer'>,
  actor: Actor,
  id: string,
): Promise<TMemory> {
  const row = await findMemoryRow(deps.db, actor.couple.id, id);
  if (!row) throw memoryNotFound();
  return presentMemoryFor(deps, actor, row);
}

/** 404 unless the memory exists in the actor's couple (checked before an edit's body is read). */
export async function assertMemoryExists(
  { db }: Pick<AppDependencies, 'db'>,
  actor: Actor,
  id: string,
): Promise<void> {
  if (!(await findMemoryRow(db, actor.couple.id, id))) throw memoryNotFound();
}

/**
 * A memory photo to store under the couple's folder (`{coupleId}/{timestamp}-{random}.{ext}`,
 * the memories bucket's layout, with a random part so two uploads never share a name).
 */
function memoryUpload(coupleId: string, file: File, now: Date): StoreImageInput {
  return { ...IMAGE_RULES.memory, bucket: 'memories', path: newImagePath(coupleId, now), file };
}

/**
 * Only files under the couple's own folder are removed: the path comes from the database, but a
 * wrong row must never delete another couple's photo.
 */
function ownImage(coupleId: string, path: string | null): StoredImageRef[] {
  return path?.startsWith(`${coupleId}/`) ? [{ bucket: 'memories', path }] : [];
}

export async function createMemory(
  deps: MemoryDependencies,
  actor: Actor,
  input: TCreateMemory,
  files: MemoryFiles,
): Promise<TMemory> {
  const row = await commitWithFiles(deps, actor, files, (imageUrl, voice) =>
    withTransaction(deps.pool, async (scope) => {
      const created = await insertMemory(scope.db, {
        coupleId: actor.couple.id,
        createdBy: actor.userId,
        title: input.title,
        description: input.description,
        memoryDate: input.memoryDate,
        imageUrl,
        voicePath: voice?.path ?? null,
        voiceDurationMs: voice?.durationMs ?? null,
      });
      await announce(deps, scope, actor, created.id);
      await notifyPartner(scope, actor, 'memory', { title: created.title });
      return { result: created };
    }),
  );
  return presentMemory(deps.signer, row, coupleViewer(actor));
}

/**
 * Rewrites the memory's text and date; a new file replaces its photo, `removeImage` drops it, and
 * likewise a new voice note and `removeVoice`. Replaced files are removed only after the commit.
 */
export async function updateMemory(
  deps: MemoryDependencies,
  actor: Actor,
  id: string,
  { removeImage, removeVoice, ...text }: TUpdateMemory,
  files: MemoryFiles,
): Promise<TMemory> {
  const row = await commitWithFiles(deps, actor, files, (newPath, newVoice) =>
    withTransaction(deps.pool, async (scope) => {
      const current = await lockMemoryRow(scope.db, actor.couple.id, id);
      if (!current) throw memoryNotFound();
      const imageUrl = newPath ?? (removeImage ? null : current.imageUrl);
      const keepsVoice = !newVoice && !removeVoice;
      const updated = await updateMemoryRow(scope.db, actor.couple.id, id, {
        ...text,
        imageUrl,
        voicePath: keepsVoice ? current.voicePath : (newVoice?.path ?? null),
        voiceDurationMs: keepsVoice ? current.voiceDurationMs : (newVoice?.durationMs ?? null),
      });
      if (!updated) throw memoryNotFound();
      await announce(deps, scope, actor, id);
      const replaced = [
        ...(current.imageUrl !== imageUrl ? ownImage(actor.couple.id, current.imageUrl) : []),
        ...(keepsVoice ? [] : voiceRefs(actor.couple.id, current.voicePath)),
      ];
      return { result: updated, replaced };
    }),
  );
  return presentMemoryFor(deps, actor, row);
}

/** One memory with its hearts and comments, as the actor sees them. */
async function presentMemoryFor(
  deps: Pick<AppDependencies, 'db' | 'signer'>,
  actor: Actor,
  row: MemoryRow,
): Promise<TMemory> {
  const reactionsOf = await countReactionsOf(
    deps,
    actor.couple.id,
    'memory',
    [row.id],
    actor.userId,
  );
  return presentMemory(deps.signer, row, coupleViewer(actor), reactionsOf(row.id));
}

export async function deleteMemory(
  deps: MemoryDependencies,
  actor: Actor,
  id: string,
): Promise<void> {
  const { deleted, commentVoices } = await withTransaction(deps.pool, async (scope) => {
    await dropCommentPushesOn(scope, actor, 'memory', id, deps.clock.now());
    // The cascade takes its comments: their voice notes go with the memory's own.
    const commentVoices = await findCommentVoicePathsOn(scope, 'memory', id);
    const row = await deleteMemoryRow(scope.db, actor.couple.id, id);
    if (!row) throw memoryNotFound();
    await announce(deps, scope, actor, id);
    return { deleted: row, commentVoices };
  });
  await removeImagesAfterCommit(deps, ownImage(actor.couple.id, deleted.imageUrl));
  await removeVoiceNotesAfterCommit(
    deps,
    voiceRefs(actor.couple.id, deleted.voicePath, ...commentVoices),
  );
}

function announce(
  { bus }: Pick<AppDependencies, 'bus'>,
  scope: Parameters<typeof publishToCouple>[1],
  actor: Actor,
  id: string,
) {
  return publishToCouple(bus, scope, actor.couple.id, { type: 'memories.changed', ids: [id] });
}
