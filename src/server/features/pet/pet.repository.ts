import type { Db } from '@server/db/client';
import { couplePets, petInteractions, petItems } from '@server/db/schema/pets';
import {
  STAT_ACTION,
  type TPetAction,
  type TPetMood,
  type TPetStat,
  type TPetType,
} from '@shared/domain/pet';
import { and, asc, eq, max, sql } from 'drizzle-orm';

export type PetRow = typeof couplePets.$inferSelect;
export type PetItemRow = typeof petItems.$inferSelect;

/** The column holding when each action (and so its stat) was last cared for. */
export const CARED_AT_COLUMN = {
  fed: 'lastFedAt',
  played: 'lastPlayedAt',
  pet: 'lastPetAt',
  sleep: 'lastSleepAt',
} as const satisfies Record<TPetAction, keyof PetRow>;

/**
 * The database's clock, read after any lock was taken: every time of one write (cooldown, drift,
 * the stored timestamps) comes from one clock, whichever server instance handles the request.
 */
export async function databaseNow(db: Db): Promise<Date> {
  const result = await db.execute<{ now: Date | string }>(sql`select clock_timestamp() as now`);
  const value = result.rows[0]?.now;
  return value instanceof Date ? value : new Date(String(value));
}

/**
 * The couple's pet. `forUpdate` locks the row until commit: every write to one pet (both
 * partners' actions and purchases) then runs one after the other on fresh values.
 */
export async function findPetOfCouple(
  db: Db,
  coupleId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<PetRow | null> {
  const query = db.select().from(couplePets).where(eq(couplePets.coupleId, coupleId));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** Null when the couple already has a pet (the unique index on couple_id decides). */
export async function insertPet(
  db: Db,
  values: { coupleId: string; petType: TPetType; petName: string; petColor: string },
): Promise<PetRow | null> {
  const rows = await db
    .insert(couplePets)
    .values(values)
    .onConflictDoNothing({ target: couplePets.coupleId })
    .returning();
  return rows[0] ?? null;
}

/** When this person last did each action on the pet (null: never). */
export async function findLastActionTimes(
  db: Db,
  petId: string,
  userId: string,
): Promise<Record<TPetAction, Date | null>> {
  const rows = await db
    .select({ type: petInteractions.interactionType, at: max(petInteractions.createdAt) })
    .from(petInteractions)
    .where(and(eq(petInteractions.petId, petId), eq(petInteractions.userId, userId)))
    .groupBy(petInteractions.interactionType);
  const times: Record<TPetAction, Date | null> = {
    fed: null,
    played: null,
    pet: null,
    sleep: null,
  };
  for (const row of rows) times[row.type] = row.at;
  return times;
}

export async function insertInteraction(
  db: Db,
  values: {
    petId: string;
    userId: string;
    interactionType: TPetAction;
    coinsEarned: number;
    experienceGained: number;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(petInteractions).values(values);
}

/**
 * Sets one stat to its new value and restarts its drift, adds `experience` and `coins`. Coins are
 * only taken while there are enough (`coins >= -coinsDelta`): null when there were not.
 */
export async function updatePetStat(
  db: Db,
  petId: string,
  change: {
    stat: TPetStat;
    value: number;
    caredAt: Date;
    experienceDelta: number;
    coinsDelta: number;
    mood: TPetMood;
  },
): Promise<PetRow | null> {
  const caredAtColumn = CARED_AT_COLUMN[STAT_ACTION[change.stat]];
  const rows = await db
    .update(couplePets)
    .set({
      [change.stat]: change.value,
      [caredAtColumn]: change.caredAt,
      experience: sql`${couplePets.experience} + ${change.experienceDelta}`,
      coins: sql`${couplePets.coins} + ${change.coinsDelta}`,
      currentMood: change.mood,
    })
    .where(and(eq(couplePets.id, petId), sql`${couplePets.coins} + ${change.coinsDelta} >= 0`))
    .returning();
  return rows[0] ?? null;
}

/** The shop, cheapest first. */
export function findPetItems(db: Db): Promise<PetItemRow[]> {
  return db.select().from(petItems).orderBy(asc(petItems.cost), asc(petItems.slug));
}

export async function findPetItem(db: Db, itemId: string): Promise<PetItemRow | null> {
  const rows = await db.select().from(petItems).where(eq(petItems.id, itemId));
  return rows[0] ?? null;
}
