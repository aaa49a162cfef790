import type { Db } from '@server/db/client';
import { type TransactionScope, withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import {
  notifyPartner,
  reviseWaitingPush,
} from '@server/features/notifications/notifications.service';
import { findFullName } from '@server/features/profile/profile.service';
import { badRequest, forbidden, notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import {
  commitWithVoice,
  removeVoiceNotesAfterCommit,
  voiceRefs,
} from '@server/storage/voice-intake';
import {
  NO_REACTIONS,
  type TComment,
  type TCommentInput,
  type TReactionCounts,
  type TReactionTarget,
  type TReactionThread,
  type TVoiceCommentInput,
} from '@shared/schemas/reactions';
import { presentComment, presentThread } from './reactions.presenter';
import {
  countReactions,
  deleteCommentRow,
  deleteHeart,
  findCommentIdsOn,
  findComments,
  findCommentVoicePathsOn as findCommentVoicePathRows,
  findHeartUsers,
  insertComment,
  insertHeart,
  lockComment,
  lockTarget,
  updateCommentBody,
} from './reactions.repository';

type ReactionDependencies = Pick<AppDependencies, 'db' | 'pool' | 'bus' | 'clock'>;
/** What a comment's voice note needs besides: its conversion, its store and its signed URL. */
type CommentDependencies = ReactionDependencies &
  Pick<AppDependencies, 'blobs' | 'voice' | 'log' | 'signer'>;

const reactionNotFound = () => notFound('reactions.notFound');
const commentNotFound = () => notFound('reactions.commentNotFound');

/** The push's excerpt of a comment: its first line, at most 80 characters. */
const PUSH_EXCERPT = 80;
const excerpt = (text: string) => {
  const line = text.split('\n')[0]?.trim() ?? '';
  const chars = [...line];
  return chars.length > PUSH_EXCERPT ? `${chars.slice(0, PUSH_EXCERPT - 1).join('')}…` : line;
};

function announce(
  deps: Pick<AppDependencies, 'bus'>,
  scope: TransactionScope,
  actor: Actor,
  targetId: string,
) {
  return publishToCouple(deps.bus, scope, actor.couple.id, {
    type: 'reactions.changed',
    ids: [targetId],
  });
}

/** The counts for each of `ids` (a page of memories, a plan's photos) as `viewerId` sees them. */
export async function countReactionsOf(
  { db }: { db: Db },
  coupleId: string,
  target: TReactionTarget,
  ids: string[],
  viewerId: string,
): Promise<(id: string) => TReactionCounts> {
  const counts = await countReactions(db, coupleId, target, ids, viewerId);
  return (id) => counts.get(id) ?? NO_REACTIONS;
}

export async function getReactionThread(
  { db, signer }: Pick<AppDependencies, 'db' | 'signer'>,
  actor: Actor,
  target: TReactionTarget,
  id: string,
): Promise<TReactionThread> {
  if (!(await lockTarget(db, actor.couple.id, target, id))) throw reactionNotFound();
  const [heartUsers, rows, partnerName] = await Promise.all([
    findHeartUsers(db, actor.couple.id, target, id),
    findComments(db, actor.couple.id, target, id),
    findFullName(db, actor.partnerId),
  ]);
  return presentThread(signer, target, id, { ...actor, partnerName }, heartUsers, rows);
}

/**
 * Puts the actor's heart on (or takes it off) a memory or photo. Saying the state wanted rather
 * than "toggle" makes a double tap harmless: the second request finds it already so.
 */
export async function setHeart(
  deps: ReactionDependencies,
  actor: Actor,
  target: TReactionTarget,
  id: string,
  isOn: boolean,
): Promise<TReactionCounts> {
  await withTransaction(deps.pool, async (scope) => {
    if (!(await lockTarget(scope.db, actor.couple.id, target, id))) throw reactionNotFound();
    const values = { coupleId: actor.couple.id, userId: actor.userId, target, id };
    const isChanged = isOn
      ? await insertHeart(scope.db, values)
      : await deleteHeart(scope.db, values);
    if (isChanged) await announce(deps, scope, actor, id);
  });
  return (await countReactionsOf(deps, actor.couple.id, target, [id], actor.userId))(id);
}

/**
 * A comment: words, a voice note (converted and stored before the row is written), or both.
 * Neither is refused with the words' own message.
 */
export async function addComment(
  deps: CommentDependencies,
  actor: Actor,
  target: TReactionTarget,
  id: string,
  input: TCommentInput | TVoiceCommentInput,
  voice: File | null = null,
): Promise<TComment> {
  const text = input.text;
  if (!text && !voice) throw badRequest('reactions.commentRequired');
  // A 404 before a recording is converted for nothing.
  if (!(await lockTarget(deps.db, actor.couple.id, target, id))) throw reactionNotFound();
  const upload = voice && { file: voice, folder: actor.couple.id };
  const row = await commitWithVoice(deps, upload, (stored) =>
    withTransaction(deps.pool, async (scope) => {
      const found = await lockTarget(scope.db, actor.couple.id, target, id);
      if (!found) throw reactionNotFound();
      const created = await insertComment(scope.db, {
        coupleId: actor.couple.id,
        createdBy: actor.userId,
        target,
        id,
        body: text,
        voicePath: stored?.path ?? null,
        voiceDurationMs: stored?.durationMs ?? null,
        createdAt: deps.clock.now(),
      });
      await announce(deps, scope, actor, id);
      await notifyPartner(
        scope,
        actor,
        'comment',
        {
          path: target === 'memory' ? '/memories' : '/date-plans',
          text: text ? excerpt(text) : '',
          ...(found.title ? { title: found.title } : {}),
        },
        { dedupeKey: commentPushKey(created.id) },
      );
      return { result: created };
    }),
  );
  return presentComment(deps.signer, row, actor);
}

/** The voice notes of a memory's or photo's comments, read inside the transaction deleting it. */
export function findCommentVoicePathsOn(
  { db }: { db: Db },
  target: TReactionTarget,
  id: string,
): Promise<string[]> {
  return findCommentVoicePathRows(db, target, id);
}

/** Names a comment's push, so an edit rewords it and a deletion drops it while it waits. */
const commentPushKey = (commentId: string) => `comment:${commentId}`;

/**
 * Call inside the transaction that deletes a memory or photo, before its row goes: the cascade
 * takes its comments, and their pushes still waiting (to either partner) must not quote them.
 * The target is locked FOR UPDATE first, so a comment being added right now (it holds KEY SHARE)
 * commits before the ids are read, and no new one can slip in until the deletion commits.
 */
export async function dropCommentPushesOn(
  { db }: { db: Db },
  actor: Actor,
  target: TReactionTarget,
  id: string,
  now: Date,
): Promise<void> {
  if (!(await lockTarget(db, actor.couple.id, target, id, 'update'))) return;
  for (const commentId of await findCommentIdsOn(db, target, id)) {
    const key = commentPushKey(commentId);
    await reviseWaitingPush({ db }, actor.partnerId, key, null, now);
    await reviseWaitingPush({ db }, actor.userId, key, null, now);
  }
}

/** The actor's own comment, locked; a partner's is 403, another couple's or none 404. */
async function lockOwnComment(scope: TransactionScope, actor: Actor, commentId: string) {
  const row = await lockComment(scope.db, actor.couple.id, commentId);
  if (!row) throw commentNotFound();
  if (row.createdBy !== actor.userId) throw forbidden('reactions.notYourComment');
  return row;
}

const targetIdOf = (row: { memoryId: string | null; photoId: string | null }) =>
  row.memoryId ?? row.photoId ?? '';

export async function editComment(
  deps: ReactionDependencies & Pick<AppDependencies, 'signer'>,
  actor: Actor,
  commentId: string,
  input: TCommentInput,
): Promise<TComment> {
  const row = await withTransaction(deps.pool, async (scope) => {
    const current = await lockOwnComment(scope, actor, commentId);
    if (current.body === input.text) return current;
    const now = deps.clock.now();
    const updated = await updateCommentBody(scope.db, commentId, input.text, now);
    await announce(deps, scope, actor, targetIdOf(current));
    // A typo fixed before the push left: the partner's lock screen quotes the thread as it is.
    const text = { text: excerpt(input.text) };
    await reviseWaitingPush(scope, actor.partnerId, commentPushKey(commentId), text, now);
    return updated;
  });
  return presentComment(deps.signer, row, actor);
}

export async function deleteComment(
  deps: ReactionDependencies & Pick<AppDependencies, 'blobs' | 'log'>,
  actor: Actor,
  commentId: string,
): Promise<void> {
  const deleted = await withTransaction(deps.pool, async (scope) => {
    const current = await lockOwnComment(scope, actor, commentId);
    await deleteCommentRow(scope.db, commentId);
    await announce(deps, scope, actor, targetIdOf(current));
    // Taken back: its words must not still reach the partner's lock screen.
    const key = commentPushKey(commentId);
    await reviseWaitingPush(scope, actor.partnerId, key, null, deps.clock.now());
    return current;
  });
  await removeVoiceNotesAfterCommit(deps, voiceRefs(actor.couple.id, deleted.voicePath));
}
