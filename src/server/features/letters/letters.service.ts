import { type TransactionScope, withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { findFullName } from '@server/features/profile/profile.service';
import { badRequest, conflict, forbidden, notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { newImagePath, type StoreImageInput } from '@server/storage/image.service';
import { coupleViewer } from '@server/storage/signed-url';
import {
  type CommitOutcome,
  commitWithImages,
  removeImagesAfterCommit,
  type StoredImageRef,
} from '@server/storage/upload-flow';
import { commitWithVoice, type StoredVoiceNote, voiceRefs } from '@server/storage/voice-intake';
import { isoDateInZone } from '@shared/domain/calendar-day';
import { firstSealableDay, nextAnniversary } from '@shared/domain/letter-days';
import { IMAGE_RULES } from '@shared/image-rules';
import {
  openWhenText,
  type TLetter,
  type TLetterInput,
  type TLetters,
} from '@shared/schemas/letters';
import { type LetterViewer, presentLetter } from './letters.presenter';
import {
  deleteSealedLetterRow,
  deleteUnopenedLettersBy,
  findLetterRow,
  findLetterRows,
  findStoredTimeZone,
  insertLetter,
  type LetterRow,
  lockLetterRow,
  openLetterRow,
  updateSealedLetterRow,
} from './letters.repository';

type LetterDependencies = Pick<
  AppDependencies,
  'db' | 'pool' | 'blobs' | 'signer' | 'bus' | 'log' | 'clock' | 'voice'
>;

/** A letter's new files: its photo (`file`) and its voice note (`voice`), each optional. */
export interface LetterFiles {
  file: File | null;
  voice: File | null;
}

export { mayRead as mayReadLetter } from './letters.presenter';
export type { LetterRow } from './letters.repository';
export { announceLettersOfTheDay, LETTERS_DAY_JOB, lettersDayJob } from './letters-day';

const letterNotFound = () => notFound('letters.notFound');

const viewerOf = (actor: Actor): LetterViewer => ({
  userId: actor.userId,
  today: actor.today,
  urls: coupleViewer(actor),
});

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** Sealed letters waiting for the caller: those they may open first, then by their day. */
function byOpening(a: TLetter, b: TLetter): number {
  if (a.canOpen !== b.canOpen) return a.canOpen ? -1 : 1;
  return (a.opensOn ?? '').localeCompare(b.opensOn ?? '');
}

/** What waits for the caller, what they sealed, and the letters opened (both ways). */
export async function findLetters(
  deps: Pick<AppDependencies, 'db' | 'signer'>,
  actor: Actor,
): Promise<TLetters> {
  const [rows, partnerFullName, myFullName] = await Promise.all([
    findLetterRows(deps.db, actor.couple.id),
    findFullName(deps.db, actor.partnerId),
    findFullName(deps.db, actor.userId),
  ]);
  const viewer = viewerOf(actor);
  const letters = rows.map((row) => presentLetter(deps.signer, row, viewer));
  const sealed = letters.filter((letter) => letter.openedAt === null);
  return {
    partnerName: firstName(partnerFullName),
    myName: firstName(myFullName),
    nextAnniversary: nextAnniversary(actor.couple.relationshipStartDate, actor.today),
    waiting: sealed.filter((letter) => !letter.isMine).sort(byOpening),
    written: sealed.filter((letter) => letter.isMine).reverse(),
    opened: letters
      .filter((letter) => letter.openedAt !== null)
      .sort((a, b) => (b.openedAt ?? '').localeCompare(a.openedAt ?? '')),
  };
}

export async function getLetter(
  deps: Pick<AppDependencies, 'db' | 'signer'>,
  actor: Actor,
  id: string,
): Promise<TLetter> {
  const row = await findLetterRow(deps.db, actor.couple.id, id);
  if (!row) throw letterNotFound();
  return presentLetter(deps.signer, row, viewerOf(actor));
}

/**
 * 404 unless the letter is the couple's, 403 unless the caller wrote it, 409 once it was opened:
 * checked before an edit's body is read or its photo decoded (the edit checks again, locked).
 */
export async function assertLetterEditable(
  { db }: Pick<AppDependencies, 'db'>,
  actor: Actor,
  id: string,
): Promise<void> {
  editableOrThrow(await findLetterRow(db, actor.couple.id, id), actor);
}

function editableOrThrow(row: LetterRow | null, actor: Actor): LetterRow {
  if (!row) throw letterNotFound();
  if (row.createdBy !== actor.userId) throw forbidden('letters.onlyWriter');
  if (row.openedAt !== null) throw conflict('letters.alreadyOpened');
  return row;
}

/**
 * A day the letter may be sealed until: after the writer's today and the reader's (who may live
 * a day ahead, in the zone their notification settings keep), so it never opens the moment it
 * is sealed.
 */
async function checkSealDay(
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  actor: Actor,
  opensOn: string | null,
): Promise<void> {
  if (opensOn === null) return;
  const readerZone = await findStoredTimeZone(deps.db, actor.partnerId);
  const readerToday = readerZone ? isoDateInZone(deps.clock.now(), readerZone) : null;
  if (opensOn < firstSealableDay(actor.today, readerToday)) {
    throw badRequest('letters.dayNotFuture');
  }
}

/** A letter's photo, stored like a memory's: under the couple's folder in the memories bucket. */
function letterUpload(coupleId: string, file: File, now: Date): StoreImageInput {
  return { ...IMAGE_RULES.letter, bucket: 'memories', path: newImagePath(coupleId, now), file };
}

/** Only files under the couple's own folder are removed (the paths come from the database). */
const ownImage = (coupleId: string, path: string | null): StoredImageRef[] =>
  path?.startsWith(`${coupleId}/`) ? [{ bucket: 'memories', path }] : [];

const ownFiles = (coupleId: string, row: Pick<LetterRow, 'imagePath' | 'voicePath'>) => [
  ...ownImage(coupleId, row.imagePath),
  ...voiceRefs(coupleId, row.voicePath),
];

/**
 * Stores the voice note (converted), then the photo, then commits: a refused or failed file
 * commits nothing, a failed commit removes both new files, and what it replaced goes after it.
 */
function commitWithFiles<T>(
  deps: LetterDependencies,
  actor: Actor,
  { file, voice }: LetterFiles,
  commit: (imagePath: string | null, voice: StoredVoiceNote | null) => Promise<CommitOutcome<T>>,
): Promise<T> {
  const upload = file ? letterUpload(actor.couple.id, file, deps.clock.now()) : null;
  return commitWithVoice(deps, voice && { file: voice, folder: actor.couple.id }, (stored) =>
    commitWithImages(deps, upload ? [upload] : [], ([imagePath = null]) =>
      commit(imagePath, stored),
    ).then((result) => ({ result })),
  );
}

const sealOf = (input: TLetterInput) => ({
  opensOn: input.opensOn,
  openWhen: input.openWhen ? openWhenText(input.openWhen) : null,
});

const announce = (
  deps: Pick<AppDependencies, 'bus'>,
  scope: TransactionScope,
  actor: Actor,
  id: string,
) => publishToCouple(deps.bus, scope, actor.couple.id, { type: 'letters.changed', ids: [id] });

/**
 * Writes and seals a letter for the partner. Nothing reaches them but the live event's id: no
 * push now (the day's push comes on its morning, `lettersDayJob`), nothing of its words.
 */
export async function createLetter(
  deps: LetterDependencies,
  actor: Actor,
  input: TLetterInput,
  files: LetterFiles,
): Promise<TLetter> {
  await checkSealDay(deps, actor, input.opensOn);
  const row = await commitWithFiles(deps, actor, files, (imagePath, voice) =>
    withTransaction(deps.pool, async (scope) => {
      const created = await insertLetter(scope.db, {
        coupleId: actor.couple.id,
        createdBy: actor.userId,
        readerId: actor.partnerId,
        body: input.body,
        imagePath,
        voicePath: voice?.path ?? null,
        voiceDurationMs: voice?.durationMs ?? null,
        ...sealOf(input),
      });
      await announce(deps, scope, actor, created.id);
      return { result: created };
    }),
  );
  return presentLetter(deps.signer, row, viewerOf(actor));
}

/**
 * Rewrites the writer's sealed letter: its words, its seal, a new photo (or `removeImage`). Once
 * opened it is the reader's too, and stays as it was read.
 */
export async function updateLetter(
  deps: LetterDependencies,
  actor: Actor,
  id: string,
  input: TLetterInput & { removeImage: boolean; removeVoice: boolean },
  files: LetterFiles,
): Promise<TLetter> {
  await checkSealDay(deps, actor, input.opensOn);
  const row = await commitWithFiles(deps, actor, files, (newPath, newVoice) =>
    withTransaction(deps.pool, async (scope) => {
      const current = editableOrThrow(await lockLetterRow(scope.db, actor.couple.id, id), actor);
      const imagePath = newPath ?? (input.removeImage ? null : current.imagePath);
      const keepsVoice = !newVoice && !input.removeVoice;
      const updated = await updateSealedLetterRow(
        scope.db,
        { coupleId: actor.couple.id, id, writerId: actor.userId },
        {
          body: input.body,
          imagePath,
          voicePath: keepsVoice ? current.voicePath : (newVoice?.path ?? null),
          voiceDurationMs: keepsVoice ? current.voiceDurationMs : (newVoice?.durationMs ?? null),
          ...sealOf(input),
        },
      );
      if (!updated) throw letterNotFound();
      await announce(deps, scope, actor, id);
      const replaced = [
        ...(current.imagePath !== imagePath ? ownImage(actor.couple.id, current.imagePath) : []),
        ...(keepsVoice ? [] : voiceRefs(actor.couple.id, current.voicePath)),
      ];
      return { result: updated, replaced };
    }),
  );
  return presentLetter(deps.signer, row, viewerOf(actor));
}

export async function deleteLetter(
  deps: LetterDependencies,
  actor: Actor,
  id: string,
): Promise<void> {
  const deleted = await withTransaction(deps.pool, async (scope) => {
    editableOrThrow(await lockLetterRow(scope.db, actor.couple.id, id), actor);
    const row = await deleteSealedLetterRow(scope.db, {
      coupleId: actor.couple.id,
      id,
      writerId: actor.userId,
    });
    if (!row) throw letterNotFound();
    await announce(deps, scope, actor, id);
    return row;
  });
  await removeImagesAfterCommit(deps, ownFiles(actor.couple.id, deleted));
}

/**
 * The reader opens a letter: an "ábrela cuando..." one whenever they choose, a dated one from
 * its day in their own calendar (their today, on the one clock). Set once: opening it again
 * answers it as it is. Only now do its words, photo and voice reach them.
 */
export async function openLetter(
  deps: LetterDependencies,
  actor: Actor,
  id: string,
): Promise<TLetter> {
  const row = await withTransaction(deps.pool, async (scope) => {
    const current = await lockLetterRow(scope.db, actor.couple.id, id);
    if (!current) throw letterNotFound();
    if (current.readerId !== actor.userId) throw forbidden('letters.notForYou');
    if (current.openedAt !== null) return current;
    const opened = await openLetterRow(
      scope.db,
      { coupleId: actor.couple.id, id, readerId: actor.userId, today: actor.today },
      deps.clock.now(),
    );
    if (!opened) throw conflict('letters.notYet', { date: current.opensOn ?? '' });
    await announce(deps, scope, actor, id);
    return opened;
  });
  return presentLetter(deps.signer, row, viewerOf(actor));
}

/**
 * An account's deletion: the letters the person wrote and nobody opened go with them (their
 * reader could never read them any more). Inside the deletion's transaction; returns the files
 * to remove after its commit.
 */
export async function deleteUnopenedLettersOf(
  { db }: Pick<TransactionScope, 'db'>,
  userId: string,
): Promise<StoredImageRef[]> {
  const rows = await deleteUnopenedLettersBy(db, userId);
  return rows.flatMap((row) => ownFiles(row.coupleId, row));
}
