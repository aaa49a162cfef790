import type { Db } from '@server/db/client';
import { type TransactionScope, withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { conflict, notFound, tooManyRequests } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import {
  ACTION_STAT,
  applyAction,
  cooldownRemainingSeconds,
  driftedStats,
  moodOf,
  PET_DEFAULT_COLORS,
  PET_RULES,
  raiseStat,
  STAT_ACTION,
  type TPetAction,
  type TPetStat,
  type TPetStats,
} from '@shared/domain/pet';
import type { TCreatePet, TPet, TPetActionResponse, TPetItem } from '@shared/schemas/pet';
import { presentPet, presentPetItem } from './pet.presenter';
import {
  CARED_AT_COLUMN,
  databaseNow,
  findLastActionTimes,
  findPetItem,
  findPetItems,
  findPetOfCouple,
  insertInteraction,
  insertPet,
  type PetRow,
  updatePetStat,
} from './pet.repository';

type PetDependencies = Pick<AppDependencies, 'db' | 'pool' | 'bus'>;

/** The stats as they are at `now`: stored values minus the drift since each was cared for. */
function currentStats(pet: PetRow, now: Date): TPetStats {
  const caredAtOf = (stat: TPetStat) => pet[CARED_AT_COLUMN[STAT_ACTION[stat]]];
  const caredAt = {
    hunger: caredAtOf('hunger'),
    energy: caredAtOf('energy'),
    affection: caredAtOf('affection'),
    happiness: caredAtOf('happiness'),
  };
  return driftedStats(pet, caredAt, pet.createdAt, now);
}

/** The pet as `actor` sees it at `now`, with their own cooldowns. */
async function loadPetView(db: Db, pet: PetRow, actor: Actor, now: Date): Promise<TPet> {
  const lastTimes = await findLastActionTimes(db, pet.id, actor.userId);
  return presentPet(pet, currentStats(pet, now), lastTimes, now);
}

const petNotFound = () => notFound('pet.notFound');

function announcePetChange(
  deps: PetDependencies,
  scope: TransactionScope,
  actor: Actor,
  pet: PetRow,
) {
  return publishToCouple(deps.bus, scope, actor.couple.id, { type: 'pet.changed', ids: [pet.id] });
}

export async function getMyPet(deps: PetDependencies, actor: Actor): Promise<TPet | null> {
  const pet = await findPetOfCouple(deps.db, actor.couple.id);
  if (!pet) return null;
  return loadPetView(deps.db, pet, actor, await databaseNow(deps.db));
}

export async function createPet(
  deps: PetDependencies,
  actor: Actor,
  input: TCreatePet,
): Promise<TPet> {
  return withTransaction(deps.pool, async (scope) => {
    const pet = await insertPet(scope.db, {
      coupleId: actor.couple.id,
      petType: input.petType,
      petName: input.petName,
      petColor: (input.petColor ?? PET_DEFAULT_COLORS[input.petType]).toUpperCase(),
    });
    if (!pet) throw conflict('pet.alreadyExists');
    await announcePetChange(deps, scope, actor, pet);
    return loadPetView(scope.db, pet, actor, await databaseNow(scope.db));
  });
}

/**
 * One care action. The pet row is locked first, so both partners' actions (and a double click)
 * run one after the other: each sees the other's stat and interaction, the stat never passes 100,
 * and the cooldown check cannot be passed twice.
 */
export async function actOnPet(
  deps: PetDependencies,
  actor: Actor,
  action: TPetAction,
): Promise<TPetActionResponse> {
  return withTransaction(deps.pool, async (scope) => {
    const { db } = scope;
    const pet = await findPetOfCouple(db, actor.couple.id, { forUpdate: true });
    if (!pet) throw petNotFound();
    const now = await databaseNow(db);
    const lastTimes = await findLastActionTimes(db, pet.id, actor.userId);
    const seconds = cooldownRemainingSeconds(lastTimes[action], now);
    if (seconds > 0) throw tooManyRequests('pet.cooldown', { seconds });

    const stat = ACTION_STAT[action];
    const cared = applyAction({ ...currentStats(pet, now), experience: 0, coins: 0 }, action);
    const updated = await updatePetStat(db, pet.id, {
      stat,
      value: cared[stat],
      caredAt: now,
      experienceDelta: PET_RULES.actionExperience,
      coinsDelta: PET_RULES.actionCoins,
      mood: moodOf(cared),
    });
    if (!updated) throw petNotFound();
    await insertInteraction(db, {
      petId: pet.id,
      userId: actor.userId,
      interactionType: action,
      coinsEarned: PET_RULES.actionCoins,
      experienceGained: PET_RULES.actionExperience,
      createdAt: now,
    });
    await announcePetChange(deps, scope, actor, updated);
    return {
      pet: await loadPetView(db, updated, actor, now),
      reward: { experience: PET_RULES.actionExperience, coins: PET_RULES.actionCoins },
    };
  });
}

export async function findShopItems({ db }: Pick<AppDependencies, 'db'>): Promise<TPetItem[]> {
  return (await findPetItems(db)).map(presentPetItem);
}

/**
 * Buys an item for the pet: its cost leaves the coins, its effect goes to its stat (capped).
 * Under the pet's row lock, and the UPDATE itself refuses to take coins that are not there.
 */
export async function buyPetItem(
  deps: PetDependencies,
  actor: Actor,
  itemId: string,
): Promise<TPet> {
  return withTransaction(deps.pool, async (scope) => {
    const { db } = scope;
    const item = await findPetItem(db, itemId);
    if (!item) throw notFound('pet.itemNotFound');
    const pet = await findPetOfCouple(db, actor.couple.id, { forUpdate: true });
    if (!pet) throw petNotFound();
    const notEnoughCoins = conflict('pet.notEnoughCoins', { cost: item.cost });
    if (pet.coins < item.cost) throw notEnoughCoins;

    const now = await databaseNow(db);
    const stats = raiseStat(currentStats(pet, now), item.effectType, item.effectValue);
    const updated = await updatePetStat(db, pet.id, {
      stat: item.effectType,
      value: stats[item.effectType],
      caredAt: now,
      experienceDelta: 0,
      coinsDelta: -item.cost,
      mood: moodOf(stats),
    });
    if (!updated) throw notEnoughCoins;
    await announcePetChange(deps, scope, actor, updated);
    return loadPetView(db, updated, actor, now);
  });
}
