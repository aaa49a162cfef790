import type { Db } from '@server/db/client';
import { bucketList } from '@server/db/schema/bucket-list';
import { chatHearts, chatMessages } from '@server/db/schema/chat';
import { couples } from '@server/db/schema/couples';
import { dailyQuestionAnswers, dailyQuestions } from '@server/db/schema/daily-questions';
import {
  coupleDateCompletions,
  coupleDatePhotos,
  coupleDatePlans,
} from '@server/db/schema/date-plans';
import { emotions } from '@server/db/schema/emotions';
import { events } from '@server/db/schema/events';
import { exportLeases } from '@server/db/schema/exports';
import { gameResponses } from '@server/db/schema/games';
import { letters } from '@server/db/schema/letters';
import { memories } from '@server/db/schema/memories';
import { couplePets, petInteractions } from '@server/db/schema/pets';
import { profiles } from '@server/db/schema/profile';
import { comments, hearts } from '@server/db/schema/reactions';
import { findEndedCouplePartners } from '@server/features/couples/couples.service';
import { retentionCutoff } from '@shared/couple-ending';
import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';

export type ExportableCouple = typeof couples.$inferSelect;

/** Still exportable by a former partner: ended less than the retention window before `now`. */
const endedWithinRetention = (now: Date) =>
  and(eq(couples.status, 'ended'), gt(couples.endedAt, retentionCutoff(now)));

/**
 * The ONE access rule of the export: the couple `userId` may download, or null.
 *
 * Without `coupleId` it is the user's active couple (`GET /api/export`); with it, that couple if
 * the user is one of its partners and it is active, or ended less than
 * ENDED_COUPLE_RETENTION_DAYS ago (`GET /api/export/:coupleId`: a former partner's copy, until
 * the retention job deletes it).
 */
export async function findExportableCouple(
  db: Db,
  userId: string,
  now: Date,
  coupleId?: string,
): Promise<ExportableCouple | null> {
  const [row] = await db
    .select()
    .from(couples)
    .where(
      and(
        or(eq(couples.user1Id, userId), eq(couples.user2Id, userId)),
        coupleId === undefined
          ? eq(couples.status, 'active')
          : and(
              eq(couples.id, coupleId),
              or(eq(couples.status, 'active'), endedWithinRetention(now)),
            ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Takes the user's export lease until `expiresAt`, unless a live one exists (another export is
 * streaming, on any instance): one statement, so two requests at once cannot both win.
 */
export async function takeExportLease(
  db: Db,
  lease: { userId: string; leaseId: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(exportLeases)
    .values(lease)
    .onConflictDoUpdate({
      target: exportLeases.userId,
      set: { leaseId: lease.leaseId, expiresAt: lease.expiresAt },
      setWhere: lte(exportLeases.expiresAt, now),
    })
    .returning({ userId: exportLeases.userId });
  return rows.length > 0;
}

export async function hasLiveExportLease(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ userId: exportLeases.userId })
    .from(exportLeases)
    .where(and(eq(exportLeases.userId, userId), gt(exportLeases.expiresAt, now)));
  return rows.length > 0;
}

export async function renewExportLease(
  db: Db,
  lease: { userId: string; leaseId: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(exportLeases)
    .set({ expiresAt: lease.expiresAt })
    .where(and(eq(exportLeases.userId, lease.userId), eq(exportLeases.leaseId, lease.leaseId)));
}

export async function releaseExportLease(
  db: Db,
  lease: { userId: string; leaseId: string },
): Promise<void> {
  await db
    .delete(exportLeases)
    .where(and(eq(exportLeases.userId, lease.userId), eq(exportLeases.leaseId, lease.leaseId)));
}

/** Every row of the couple's shared space, read in one snapshot (see the service). */
export async function findArchiveRows(db: Db, couple: ExportableCouple) {
  const coupleId = couple.id;
  // A partner who deleted their account is no longer named (their id is null).
  const partnerIds = [couple.user1Id, couple.user2Id].filter((id): id is string => id !== null);
  // One after the other: they share the snapshot's one connection. An ended couple shows each
  // partner as they were at its end, never their live profile.
  const partnerProfiles =
    couple.status === 'ended'
      ? await findEndedCouplePartners({ db }, coupleId)
      : await db
          .select({ id: profiles.id, fullName: profiles.fullName, avatarPath: profiles.avatarUrl })
          .from(profiles)
          .where(inArray(profiles.id, partnerIds));
  const eventRows = await db
    .select()
    .from(events)
    .where(eq(events.coupleId, coupleId))
    .orderBy(asc(events.eventDate), asc(events.createdAt));
  const memoryRows = await db
    .select()
    .from(memories)
    .where(eq(memories.coupleId, coupleId))
    .orderBy(asc(memories.memoryDate), asc(memories.createdAt));
  const goalRows = await db
    .select()
    .from(bucketList)
    .where(eq(bucketList.coupleId, coupleId))
    .orderBy(asc(bucketList.createdAt));
  const emotionRows = await db
    .select()
    .from(emotions)
    .where(eq(emotions.coupleId, coupleId))
    .orderBy(asc(emotions.emotionDate), asc(emotions.createdAt));
  const quizRows = await db
    .select()
    .from(gameResponses)
    .where(eq(gameResponses.coupleId, coupleId))
    .orderBy(asc(gameResponses.createdAt));
  const [pet = null] = await db.select().from(couplePets).where(eq(couplePets.coupleId, coupleId));
  const petHistory = pet
    ? await db
        .select()
        .from(petInteractions)
        .where(eq(petInteractions.petId, pet.id))
        .orderBy(asc(petInteractions.createdAt))
    : [];
  const completionRows = await db
    .select({
      completion: coupleDateCompletions,
      planNumber: coupleDatePlans.planNumber,
      title: coupleDatePlans.title,
      emoji: coupleDatePlans.emoji,
      category: coupleDatePlans.category,
    })
    .from(coupleDateCompletions)
    .innerJoin(coupleDatePlans, eq(coupleDatePlans.id, coupleDateCompletions.planId))
    .where(eq(coupleDateCompletions.coupleId, coupleId))
    .orderBy(asc(coupleDatePlans.planNumber));
  const datePhotos = await db
    .select({ photo: coupleDatePhotos })
    .from(coupleDatePhotos)
    .innerJoin(coupleDateCompletions, eq(coupleDateCompletions.id, coupleDatePhotos.completionId))
    .where(eq(coupleDateCompletions.coupleId, coupleId))
    .orderBy(asc(coupleDatePhotos.createdAt));
  const heartRows = await db
    .select()
    .from(hearts)
    .where(eq(hearts.coupleId, coupleId))
    .orderBy(asc(hearts.createdAt));
  const commentRows = await db
    .select()
    .from(comments)
    .where(eq(comments.coupleId, coupleId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const dailyQuestionRows = await db
    .select()
    .from(dailyQuestions)
    .where(eq(dailyQuestions.coupleId, coupleId))
    .orderBy(asc(dailyQuestions.questionDate));
  // Every answer; the presenter keeps only those the exporter may read.
  const dailyAnswerRows = await db
    .select()
    .from(dailyQuestionAnswers)
    .where(eq(dailyQuestionAnswers.coupleId, coupleId))
    .orderBy(asc(dailyQuestionAnswers.createdAt));
  // The couple's chat, oldest first, and the hearts on its messages.
  const chatRows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.coupleId, coupleId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  const chatHeartRows = await db
    .select()
    .from(chatHearts)
    .where(eq(chatHearts.coupleId, coupleId))
    .orderBy(asc(chatHearts.createdAt));
  // Every letter, sealed ones too: the service keeps only those the exporter may read.
  const letterRows = await db
    .select()
    .from(letters)
    .where(eq(letters.coupleId, coupleId))
    .orderBy(asc(letters.createdAt), asc(letters.id));
  return {
    partnerProfiles,
    events: eventRows,
    memories: memoryRows,
    goals: goalRows,
    emotions: emotionRows,
    quizAnswers: quizRows,
    pet,
    petHistory,
    completions: completionRows,
    datePhotos: datePhotos.map((row) => row.photo),
    hearts: heartRows,
    comments: commentRows,
    dailyQuestions: dailyQuestionRows,
    dailyAnswers: dailyAnswerRows,
    chatMessages: chatRows,
    chatHearts: chatHeartRows,
    letters: letterRows,
  };
}

export type ArchiveRows = Awaited<ReturnType<typeof findArchiveRows>>;
