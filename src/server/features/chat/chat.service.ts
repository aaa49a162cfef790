import { type TransactionScope, withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import {
  dropWaitingPushes,
  notifyPartner,
  reviseWaitingPush,
} from '@server/features/notifications/notifications.service';
import { findFullName } from '@server/features/profile/profile.service';
import { badRequest, forbidden, notFound, tooManyRequests } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { newImagePath, type StoreImageInput } from '@server/storage/image.service';
import { coupleViewer } from '@server/storage/signed-url';
import {
  commitWithImages,
  removeImagesAfterCommit,
  type StoredImageRef,
} from '@server/storage/upload-flow';
import {
  commitWithVoice,
  removeVoiceNotesAfterCommit,
  voiceRefs,
} from '@server/storage/voice-intake';
import { LIMITS } from '@shared/constants';
import { decodeChatCursor, encodeChatCursor } from '@shared/domain/chat-cursor';
import { IMAGE_RULES } from '@shared/image-rules';
import { userChannel } from '@shared/realtime-events';
import type {
  TChatMarksInput,
  TChatMessage,
  TChatPage,
  TChatPageQuery,
  TChatSummary,
  TEditChatMessage,
  TSendChatMessage,
} from '@shared/schemas/chat';
import { excerpt, presentMessage, presentSummary } from './chat.presenter';
import {
  advanceMarks,
  type ChatMessageRow,
  countSentSince,
  deleteHeart,
  deleteMessageRow,
  findMarks,
  findNewestMessage,
  findReadMark,
  findThreadRow,
  findThreadRows,
  hasMessage,
  insertHeart,
  insertMessage,
  lockMessageRow,
  lockMessageShared,
  lockSender,
  markOwnMessage,
  updateMessageBody,
} from './chat.repository';

type ChatDependencies = Pick<
  AppDependencies,
  'db' | 'pool' | 'blobs' | 'signer' | 'bus' | 'log' | 'clock' | 'voice'
>;

/** A message's files: a photo (`file`) and a voice note (`voice`), each optional. */
export interface ChatFiles {
  file: File | null;
  voice: File | null;
}

const messageNotFound = () => notFound('chat.notFound');

/**
 * How long a message's push waits before it may go: the partner's open thread reads it within a
 * second (their read mark drops the push), and what arrives meanwhile is grouped into one.
 */
export const CHAT_PUSH_GRACE_MS = 10_000;

const RATE_WINDOW_MS = 60_000;

const viewerOf = (actor: Actor) => ({ userId: actor.userId, url: coupleViewer(actor) });
const scopeOf = (actor: Actor) => ({ coupleId: actor.couple.id, viewerId: actor.userId });

function announce(
  { bus }: Pick<AppDependencies, 'bus'>,
  scope: Pick<TransactionScope, 'client'>,
  actor: Actor,
  ids: string[],
) {
  return publishToCouple(bus, scope, actor.couple.id, { type: 'chat.changed', ids });
}

/** The unread count, the newest message and both partners' marks (the card, the badge). */
export async function getChatSummary(
  { db }: Pick<AppDependencies, 'db'>,
  actor: Actor,
): Promise<TChatSummary> {
  const [marks, last, partnerName] = await Promise.all([
    findMarks(db, { coupleId: actor.couple.id, userId: actor.userId }),
    findNewestMessage(db, actor.couple.id),
    findFullName(db, actor.partnerId),
  ]);
  return presentSummary(partnerName, marks, last, actor.userId);
}

/**
 * A page of the thread, oldest first. Without a cursor it is the page that opens the screen, a
 * page long: up to half of it read, up to the read mark, and up to half of what follows it, so
 * the screen opens at the last message read with the new ones below (and draws no more than a
 * page before it is shown).
 */
export async function findChatPage(
  deps: Pick<AppDependencies, 'db' | 'signer'>,
  actor: Actor,
  { before, after }: TChatPageQuery,
): Promise<TChatPage> {
  const cursor = before ?? after;
  const size = cursor ? LIMITS.chatPageSize : Math.ceil(LIMITS.chatPageSize / 2);
  const position = cursor ? decodeChatCursor(cursor) : null;
  if (cursor && !position) throw badRequest('chat.invalidCursor');
  const scope = scopeOf(actor);
  const mark = position ? null : await findReadMark(deps.db, scope);
  // One row more than asked on a side tells whether another page lies beyond it.
  const [older, newer] = await Promise.all([
    after
      ? []
      : findThreadRows(
          deps.db,
          scope,
          position ? { before: position } : { readUpTo: mark },
          size + 1,
        ),
    before
      ? []
      : findThreadRows(
          deps.db,
          scope,
          position ? { after: position } : { unreadAfter: mark },
          size + 1,
        ),
  ]);
  const olderPage = older.slice(0, size).reverse();
  const newerPage = newer.slice(0, size);
  const items = [...olderPage, ...newerPage];
  const first = items[0];
  const last = items.at(-1);
  return {
    items: items.map((row) => presentMessage(deps.signer, row, viewerOf(actor))),
    // A page asked one way always has the other way (where it came from): so a refetch of the
    // pages a screen holds, oldest first, walks forward through the same messages.
    olderCursor:
      first && (after ? true : older.length > size) ? encodeChatCursor(first.position) : null,
    newerCursor:
      last && (before ? true : newer.length > size) ? encodeChatCursor(last.position) : null,
    firstUnreadId: cursor
      ? null
      : (newerPage.find((row) => row.createdBy !== actor.userId)?.id ?? null),
  };
}

/** One message (the open thread refetches the ones a live event names). */
export async function getChatMessage(
  deps: Pick<AppDependencies, 'db' | 'signer'>,
  actor: Actor,
  id: string,
): Promise<TChatMessage> {
  const row = await findThreadRow(deps.db, scopeOf(actor), id);
  if (!row) throw messageNotFound();
  return presentMessage(deps.signer, row, viewerOf(actor));
}

/** Names a message's push, so an edit rewords it and a deletion drops it while it waits. */
const pushKey = (messageId: string) => `chat:${messageId}`;

/** What the partner's push says of a message: its first line, or what it carries. */
function pushParams(
  message: Pick<ChatMessageRow, 'body' | 'imagePath' | 'voicePath'>,
): Record<string, string> {
  if (message.body) return { text: excerpt(message.body) };
  return { media: message.imagePath ? 'photo' : 'voice' };
}

/**
 * A chat photo under the couple's folder of the memories bucket, taken in like a memory's
 * (checked, re-encoded without metadata, two thumbnails).
 */
function chatUpload(coupleId: string, file: File, now: Date): StoreImageInput {
  return { ...IMAGE_RULES.chatPhoto, bucket: 'memories', path: newImagePath(coupleId, now), file };
}

/** Only files under the couple's own folder are removed (the path comes from a row). */
function ownImage(coupleId: string, path: string | null): StoredImageRef[] {
  return path?.startsWith(`${coupleId}/`) ? [{ bucket: 'memories', path }] : [];
}

/**
 * Sends a message: words, a photo, a voice note (converted to a form both partners' browsers
 * play), or several of them; it may quote an earlier message (one the partner
 * deleted meanwhile, or that is not this couple's, is quoted as nothing). A script's flood is
 * refused past `LIMITS.chatMessagesPerMinute`. The partner's open thread hears of it at once; a
 * push waits `CHAT_PUSH_GRACE_MS` for them to read it there.
 */
export async function sendChatMessage(
  deps: ChatDependencies,
  actor: Actor,
  input: TSendChatMessage,
  { file, voice }: ChatFiles,
): Promise<TChatMessage> {
  if (!input.text && !file && !voice) throw badRequest('chat.nothingToSend');
  const now = deps.clock.now();
  const upload = file ? chatUpload(actor.couple.id, file, now) : null;
  // The voice note first (converted and stored), then the photo, then the row: a refused or
  // failed file commits nothing, and a failed commit removes both.
  const voiceUpload = voice && { file: voice, folder: actor.couple.id };
  const id = await commitWithVoice(deps, voiceUpload, async (stored) => ({
    result: await commitWithImages(deps, upload ? [upload] : [], ([imagePath = null]) =>
      withTransaction(deps.pool, async (scope) => {
        await lockSender(scope.db, actor.userId);
        const since = new Date(now.getTime() - RATE_WINDOW_MS);
        const sent = await countSentSince(scope.db, {
          coupleId: actor.couple.id,
          userId: actor.userId,
          since,
        });
        if (sent >= LIMITS.chatMessagesPerMinute) throw tooManyRequests('chat.tooMany');
        const replyToId =
          input.replyToId && (await hasMessage(scope.db, actor.couple.id, input.replyToId))
            ? input.replyToId
            : null;
        const created = await insertMessage(scope.db, {
          coupleId: actor.couple.id,
          createdBy: actor.userId,
          body: input.text,
          imagePath,
          voicePath: stored?.path ?? null,
          voiceDurationMs: stored?.durationMs ?? null,
          replyToId,
          createdAt: now,
        });
        await markOwnMessage(scope.db, {
          coupleId: actor.couple.id,
          userId: actor.userId,
          at: now,
        });
        await announce(deps, scope, actor, [created.id]);
        await notifyPartner(scope, actor, 'chat', pushParams(created), {
          dedupeKey: pushKey(created.id),
          notBefore: new Date(now.getTime() + CHAT_PUSH_GRACE_MS),
        });
        return { result: created.id };
      }),
    ),
  }));
  return getChatMessage(deps, actor, id);
}

/** The actor's own message, locked; a partner's is 403, another couple's or none 404. */
async function lockOwnMessage(scope: TransactionScope, actor: Actor, id: string) {
  const row = await lockMessageRow(scope.db, actor.couple.id, id);
  if (!row) throw messageNotFound();
  if (row.createdBy !== actor.userId) throw forbidden('chat.notYourMessage');
  return row;
}

/** Rewrites one's own message's words (shown "editado"); its photo stays. */
export async function editChatMessage(
  deps: ChatDependencies,
  actor: Actor,
  id: string,
  { text }: TEditChatMessage,
): Promise<TChatMessage> {
  await withTransaction(deps.pool, async (scope) => {
    const current = await lockOwnMessage(scope, actor, id);
    if (current.body === text) return;
    const now = deps.clock.now();
    await updateMessageBody(scope.db, id, text, now);
    await announce(deps, scope, actor, [id]);
    // A typo fixed before the push left: the lock screen quotes the message as it is now.
    await reviseWaitingPush(scope, actor.partnerId, pushKey(id), { text: excerpt(text) }, now);
  });
  return getChatMessage(deps, actor, id);
}

/** Deletes one's own message for both; its files go after the commit, its push with it. */
export async function deleteChatMessage(
  deps: ChatDependencies,
  actor: Actor,
  id: string,
): Promise<void> {
  const deleted = await withTransaction(deps.pool, async (scope) => {
    const current = await lockOwnMessage(scope, actor, id);
    await deleteMessageRow(scope.db, id);
    await announce(deps, scope, actor, [id]);
    // Taken back: its words must not still reach the partner's lock screen.
    await reviseWaitingPush(scope, actor.partnerId, pushKey(id), null, deps.clock.now());
    return current;
  });
  await removeImagesAfterCommit(deps, ownImage(actor.couple.id, deleted.imagePath));
  await removeVoiceNotesAfterCommit(deps, voiceRefs(actor.couple.id, deleted.voicePath));
}

/**
 * Puts the actor's heart on a message (or takes it off): one per partner, and saying the state
 * wanted makes a double tap harmless.
 */
export async function setChatHeart(
  deps: ChatDependencies,
  actor: Actor,
  id: string,
  isOn: boolean,
): Promise<TChatMessage> {
  await withTransaction(deps.pool, async (scope) => {
    if (!(await lockMessageShared(scope.db, actor.couple.id, id))) throw messageNotFound();
    const heart = { messageId: id, userId: actor.userId, coupleId: actor.couple.id };
    const isChanged = isOn
      ? await insertHeart(scope.db, heart)
      : await deleteHeart(scope.db, heart);
    if (isChanged) await announce(deps, scope, actor, [id]);
  });
  return getChatMessage(deps, actor, id);
}

/**
 * The caller's device received (`delivered`) or showed (`read`) the thread up to a message. The
 * partner's screen hears of a mark that moved ("Entregado", "Leído"); reading drops the caller's
 * chat pushes still waiting (they already saw what those would tell).
 */
export async function markChat(
  deps: Pick<AppDependencies, 'pool' | 'bus' | 'clock'>,
  actor: Actor,
  marks: TChatMarksInput,
): Promise<void> {
  await withTransaction(deps.pool, async (scope) => {
    const scopeIds = { coupleId: actor.couple.id, userId: actor.userId };
    if (!(await advanceMarks(scope.db, scopeIds, marks))) return;
    if (marks.read) await dropWaitingPushes(scope, actor.userId, 'chat', deps.clock.now());
    await publishToCouple(deps.bus, scope, actor.couple.id, {
      type: 'chat.read',
      ids: [actor.userId],
    });
  });
}

/** At most one typing signal per person this often, whatever a client sends. */
const TYPING_EVERY_MS = 2_000;
const lastTyping = new Map<string, number>();

/**
 * "escribiendo…": tells the partner's open screens, through their user channel, that the actor
 * is typing. Nothing is stored; a signal within `TYPING_EVERY_MS` of the last is dropped.
 */
export async function signalTyping(
  deps: Pick<AppDependencies, 'bus' | 'clock'>,
  actor: Actor,
): Promise<void> {
  const now = deps.clock.now().getTime();
  const last = lastTyping.get(actor.userId);
  if (last !== undefined && now - last < TYPING_EVERY_MS && now >= last) return;
  if (lastTyping.size > 10_000) lastTyping.clear();
  lastTyping.set(actor.userId, now);
  await deps.bus.publish(userChannel(actor.partnerId), {
    type: 'chat.typing',
    ids: [actor.userId],
  });
}
