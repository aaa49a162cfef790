import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/http/context';
import { AppError, badRequest, notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { newImagePath, type StoreImageInput } from '@server/storage/image.service';
import { IMAGE_RULES } from '@server/storage/image-rules';
import { signBlobUrl } from '@server/storage/signed-url';
import {
  commitWithImages,
  removeImagesAfterCommit,
  type StoredImageRef,
} from '@server/storage/upload-flow';
import { decodeMemoryCursor, encodeMemoryCursor } from '@shared/domain/memory-cursor';
import type {
  TCreateMemory,
  TMemory,
  TMemoryListQuery,
  TMemoryPage,
  TMemorySummary,
  TUpdateMemory,
} from '@shared/schemas/memories';
import {
  countMemories,
  deleteMemoryRow,
  findMemoryPage,
  getMemoryRow,
  insertMemory,
  lockMemoryRow,
  type MemoryRow,
  updateMemoryRow,
} from './memories.repository';

type MemoryDependencies = Pick<AppDependencies, 'db' | 'pool' | 'blobs' | 'signer' | 'bus'>;

/** Who acts: the signed-in partner and their active couple. */
export interface MemoryActor {
  userId: string;
  coupleId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no memory: 404 like an unknown one, not a database error. */
function assertMemoryId(id: string): void {
  if (!UUID.test(id)) throw notFound();
}

export function toMemoryDto(
  { signer }: Pick<AppDependencies, 'signer'>,
  row: MemoryRow,
  viewerId: string,
): TMemory {
  const urls = signBlobUrl(signer, 'memories', row.imageUrl || null, viewerId);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    memoryDate: row.memoryDate,
    imageUrl: urls?.url ?? null,
    thumbnailUrl: urls?.thumbnailUrl ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

export async function findMemories(
  deps: Pick<AppDependencies, 'db' | 'signer'>,
  actor: MemoryActor,
  { filter, sort, cursor, limit }: TMemoryListQuery,
): Promise<TMemoryPage> {
  const after = cursor ? decodeMemoryCursor(sort, cursor) : null;
  if (cursor && !after) throw badRequest('memories.invalidCursor');
  // One row more than asked tells whether another page exists without counting.
  const rows = await findMemoryPage(deps.db, actor.coupleId, {
    filter,
    sort,
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toMemoryDto(deps, row, actor.userId)),
    nextCursor: rows.length > limit && last ? encodeMemoryCursor(sort, last.position) : null,
  };
}

export async function getMemorySummary(
  { db }: Pick<AppDependencies, 'db'>,
  actor: MemoryActor,
): Promise<TMemorySummary> {
  return { total: await countMemories(db, actor.coupleId) };
}

export async function getMemory(
  deps: Pick<AppDependencies, 'db' | 'signer'>,
  actor: MemoryActor,
  id: string,
): Promise<TMemory> {
  assertMemoryId(id);
  const row = await getMemoryRow(deps.db, actor.coupleId, id);
  if (!row) throw notFound();
  return toMemoryDto(deps, row, actor.userId);
}

/** 404 unless the memory exists in the actor's couple (checked before an edit's body is read). */
export async function assertMemoryExists(
  { db }: Pick<AppDependencies, 'db'>,
  actor: MemoryActor,
  id: string,
): Promise<void> {
  assertMemoryId(id);
  if (!(await getMemoryRow(db, actor.coupleId, id))) throw notFound();
}

/**
 * A memory photo to store under the couple's folder (`{coupleId}/{timestamp}-{random}.{ext}`,
 * as the spec's `{couple_id}/{timestamp}.{ext}`).
 */
function memoryUpload(coupleId: string, file: File): StoreImageInput {
  return { ...IMAGE_RULES.memory, bucket: 'memories', path: newImagePath(coupleId), file };
}

/**
 * Stores the new photo, then commits. A photo the rules refuse keeps its own message (too
 * large, not an image); any other failure to store it is the spec's upload error. Either way
 * nothing is saved.
 */
async function withUploadedPhoto<T>(
  deps: MemoryDependencies,
  upload: StoreImageInput | null,
  commit: (path: string | null) => Promise<{ result: T; replaced?: StoredImageRef[] }>,
): Promise<T> {
  let isStored = false;
  try {
    return await commitWithImages(deps, upload ? [upload] : [], ([path]) => {
      isStored = true;
      return commit(path ?? null);
    });
  } catch (error) {
    if (isStored || error instanceof AppError) throw error;
    console.error('[memories] could not store a photo', error);
    throw new AppError(500, 'upload_failed', 'memories.uploadError');
  }
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
  actor: MemoryActor,
  input: TCreateMemory,
  file: File | null,
): Promise<TMemory> {
  const upload = file ? memoryUpload(actor.coupleId, file) : null;
  const row = await withUploadedPhoto(deps, upload, (imageUrl) =>
    withTransaction(deps.pool, async (scope) => {
      const created = await insertMemory(scope.db, {
        coupleId: actor.coupleId,
        createdBy: actor.userId,
        title: input.title,
        description: input.description,
        memoryDate: input.memoryDate,
        imageUrl,
      });
      await announce(deps, scope, actor, created.id);
      return { result: created };
    }),
  );
  return toMemoryDto(deps, row, actor.userId);
}

/**
 * Rewrites the memory's text and date; a new file replaces its photo, `removeImage` drops it.
 * The replaced photo is removed only after the commit.
 */
export async function updateMemory(
  deps: MemoryDependencies,
  actor: MemoryActor,
  id: string,
  { removeImage, ...text }: TUpdateMemory,
  file: File | null,
): Promise<TMemory> {
  assertMemoryId(id);
  const upload = file ? memoryUpload(actor.coupleId, file) : null;
  const row = await withUploadedPhoto(deps, upload, (newPath) =>
    withTransaction(deps.pool, async (scope) => {
      const current = await lockMemoryRow(scope.db, actor.coupleId, id);
      if (!current) throw notFound();
      const imageUrl = newPath ?? (removeImage ? null : current.imageUrl);
      const updated = await updateMemoryRow(scope.db, actor.coupleId, id, { ...text, imageUrl });
      if (!updated) throw notFound();
      await announce(deps, scope, actor, id);
      const replaced =
        current.imageUrl !== imageUrl ? ownImage(actor.coupleId, current.imageUrl) : [];
      return { result: updated, replaced };
    }),
  );
  return toMemoryDto(deps, row, actor.userId);
}

export async function deleteMemory(
  deps: MemoryDependencies,
  actor: MemoryActor,
  id: string,
): Promise<void> {
  assertMemoryId(id);
  const deleted = await withTransaction(deps.pool, async (scope) => {
    const row = await deleteMemoryRow(scope.db, actor.coupleId, id);
    if (!row) throw notFound();
    await announce(deps, scope, actor, id);
    return row;
  });
  await removeImagesAfterCommit(deps.blobs, ownImage(actor.coupleId, deleted.imageUrl));
}

function announce(
  { bus }: Pick<AppDependencies, 'bus'>,
  scope: Parameters<typeof publishToCouple>[1],
  actor: MemoryActor,
  id: string,
) {
  return publishToCouple(bus, scope, actor.coupleId, { type: 'memories.changed', ids: [id] });
}
