import {
  cooldownRemainingSeconds,
  levelOf,
  moodOf,
  PET_ACTIONS,
  type TPetAction,
  type TPetStats,
} from '@shared/domain/pet';
import type { TPet, TPetItem } from '@shared/schemas/pet';
import type { PetItemRow, PetRow } from './pet.repository';

/**
 * The pet as one partner sees it at `now`: `stats` already drifted to `now`, and the cooldowns
 * from that partner's own last actions. Its mood always matches the stats it shows.
 */
export function presentPet(
  pet: PetRow,
  stats: TPetStats,
  lastTimes: Record<TPetAction, Date | null>,
  now: Date,
): TPet {
  const cooldowns = { fed: 0, played: 0, pet: 0, sleep: 0 };
  for (const action of PET_ACTIONS) {
    cooldowns[action] = cooldownRemainingSeconds(lastTimes[action], now);
  }
  return {
    id: pet.id,
    petType: pet.petType,
    petName: pet.petName,
    petColor: pet.petColor,
    ...stats,
    experience: pet.experience,
    level: levelOf(pet.experience),
    coins: pet.coins,
    currentMood: moodOf(stats),
    cooldowns,
  };
}

export const presentPetItem = ({
  id,
  slug,
  name,
  description,
  emoji,
  cost,
  effectType,
  effectValue,
}: PetItemRow): TPetItem => ({ id, slug, name, description, emoji, cost, effectType, effectValue });
