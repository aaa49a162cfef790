// Voice notes in, and out as signed URLs: what features (chat, memories, comments, letters) call.
//
// Usage, in a route (the field is `VOICE_FIELD`, 'voice'; `VOICE_RULE.maxRequestBytes` is the
// body limit, or add `VOICE_RULE.maxBytes` to the route's own):
//   .post('/', uploadLimit({ maxRequestBytes: VOICE_RULE.maxRequestBytes,
//                            message: VOICE_RULE.messages.tooLarge }), async (c) => {
//     const { fields, files } = await readUploadForm(c, 'errors.invalidInput');
//     const voice = files[VOICE_FIELD] ?? null;  // a File, or null when none was sent
//   })
// In the service (the row's write in `commit`; a refused or failed voice note commits nothing):
//   const row = await commitWithVoice(deps, voice && { file: voice, folder: actor.couple.id },
//     (stored) => withTransaction(deps.pool, async (scope) => {
//       const created = await insert(scope.db, { voicePath: stored?.path ?? null,
//                                                voiceDurationMs: stored?.durationMs ?? null });
//       return { result: created, replaced: voiceRefs(actor.couple.id, old.voicePath) };
//     }));
//   ...after a delete's commit: await removeVoiceNotesAfterCommit(deps, voiceRefs(coupleId, path));
// In the presenter:
//   voice: presentVoiceNote(signer, row.voicePath, row.voiceDurationMs, viewer)  // TVoiceNote|null
// Refusals are 413 'payload_too_large' (voice.tooLarge) and 400 'bad_request' (voice.tooLong,
// voice.notAudio); a conversion or store failure is 500 'upload_failed' (voice.uploadFailed).
import { AppError, badRequest } from '@server/http/errors';
import { activeLog, type Logger } from '@server/logger';
import { type TVoiceNote, VOICE_CONTENT_TYPE, VOICE_RULE } from '@shared/voice-rules';
import type { BlobStore } from './blob-store';
import { newImagePath } from './image.service';
import type { UrlSigner, UrlViewer } from './signed-url';
import { type CommitOutcome, removeImagesAfterCommit, type StoredImageRef } from './upload-flow';
import { type VoiceConverter, VoiceRefusedError } from './voice-conversion';

export const VOICE_BUCKET = 'voice' as const;

/** A voice note to store: the uploaded file and the folder it goes in (the couple's id). */
export interface VoiceUpload {
  file: Blob | Buffer;
  folder: string;
}

/** What a row keeps of a stored voice note. */
export interface StoredVoiceNote {
  path: string;
  durationMs: number;
}

type IntakeDependencies = {
  blobs: BlobStore;
  voice: VoiceConverter;
  log: Logger;
  clock: { now: () => Date };
};

const MEGABYTE = 1024 * 1024;

/**
 * Checks the size, converts to AAC/M4A (which reads the real duration and refuses what is too
 * long or not a recording) and stores it as `voice/<folder>/<timestamp>-<random>.m4a`.
 */
export async function storeVoiceNote(
  { blobs, voice, log, clock }: IntakeDependencies,
  { file, folder }: VoiceUpload,
): Promise<StoredVoiceNote> {
  const { messages } = VOICE_RULE;
  const size = Buffer.isBuffer(file) ? file.length : file.size;
  if (size > VOICE_RULE.maxBytes) {
    throw new AppError(413, 'payload_too_large', messages.tooLarge, {
      max: VOICE_RULE.maxBytes / MEGABYTE,
    });
  }
  if (size === 0) throw badRequest(messages.notAudio);
  const input = Buffer.isBuffer(file) ? file : Buffer.from(await file.arrayBuffer());
  let converted: Awaited<ReturnType<VoiceConverter['convert']>>;
  try {
    converted = await voice.convert(input);
  } catch (error) {
    if (error instanceof VoiceRefusedError) {
      activeLog(log).info({ reason: error.message }, 'storage: voice note refused');
      throw error.reason === 'tooLong'
        ? badRequest(messages.tooLong, { max: VOICE_RULE.maxSeconds / 60 })
        : badRequest(messages.notAudio);
    }
    activeLog(log).error({ err: error }, 'storage: could not convert a voice note');
    throw new AppError(500, 'upload_failed', messages.uploadFailed);
  }
  const path = `${newImagePath(folder, clock.now())}.m4a`;
  try {
    await blobs.put(VOICE_BUCKET, path, converted.data, VOICE_CONTENT_TYPE);
  } catch (error) {
    activeLog(log).error({ err: error }, 'storage: could not store a voice note');
    throw new AppError(500, 'upload_failed', messages.uploadFailed);
  }
  return { path, durationMs: converted.durationMs };
}

/**
 * The voice bucket's refs of paths under `folder` alone (for `replaced` and removals): the path
 * comes from the database, but a wrong row must never delete another couple's file.
 */
export function voiceRefs(folder: string, ...paths: Array<string | null | undefined>) {
  return paths.flatMap((path): StoredImageRef[] =>
    path?.startsWith(`${folder}/`) ? [{ bucket: VOICE_BUCKET, path }] : [],
  );
}

/**
 * The safe order for a write that brings a voice note, as `commitWithImages` for photos: store
 * it first (nothing is committed when it is refused or fails), then `commit`; if the commit
 * throws, the new file is removed; after it, what `replaced` names (voice or image refs) is.
 * With a photo too, nest them: `commitWithVoice(deps, v, (voice) =>
 * commitWithImages(deps, images, (paths) => tx(...)).then((result) => ({ result })))`.
 */
export async function commitWithVoice<T>(
  deps: IntakeDependencies,
  upload: VoiceUpload | null,
  commit: (stored: StoredVoiceNote | null) => Promise<CommitOutcome<T>>,
): Promise<T> {
  const stored = upload ? await storeVoiceNote(deps, upload) : null;
  let outcome: CommitOutcome<T>;
  try {
    outcome = await commit(stored);
  } catch (error) {
    if (stored) await removeImagesAfterCommit(deps, [{ bucket: VOICE_BUCKET, path: stored.path }]);
    throw error;
  }
  if (outcome.replaced?.length) await removeImagesAfterCommit(deps, outcome.replaced);
  return outcome.result;
}

/** Removes voice notes (and any image refs given) after a commit that dropped their rows. */
export const removeVoiceNotesAfterCommit = (
  deps: { blobs: BlobStore; log: Logger },
  refs: StoredImageRef[],
) => removeImagesAfterCommit(deps, refs);

/** A row's voice note as responses carry it: a signed URL for the viewer and its length. */
export function presentVoiceNote(
  signer: UrlSigner,
  path: string | null,
  durationMs: number | null,
  viewer: UrlViewer,
  now?: number,
): TVoiceNote | null {
  if (!path || !durationMs) return null;
  return { url: signer.sign(VOICE_BUCKET, path, viewer, now), durationMs };
}
