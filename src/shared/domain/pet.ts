/**
 * The shared pet's rules, used by the server (which enforces them) and the web (which shows
 * them). Times are passed in, never read here, so every rule is a pure function.
 */

export const PET_TYPES = ['dog', 'cat', 'bunny', 'dragon', 'unicorn'] as const;
export type TPetType = (typeof PET_TYPES)[number];

export const PET_STATS = ['hunger', 'energy', 'affection', 'happiness'] as const;
export type TPetStat = (typeof PET_STATS)[number];

export const PET_ACTIONS = ['fed', 'played', 'pet', 'sleep'] as const;
export type TPetAction = (typeof PET_ACTIONS)[number];

export const PET_MOODS = ['very_sad', 'sad', 'neutral', 'happy', 'very_happy'] as const;
export type TPetMood = (typeof PET_MOODS)[number];

/** The stat each action raises: fed hunger, played happiness, pet affection, sleep energy. */
export const ACTION_STAT = {
  fed: 'hunger',
  played: 'happiness',
  pet: 'affection',
  sleep: 'energy',
} as const satisfies Record<TPetAction, TPetStat>;

/** The reverse: which action's timestamp a stat drifts from. */
export const STAT_ACTION = {
  hunger: 'fed',
  happiness: 'played',
  affection: 'pet',
  energy: 'sleep',
} as const satisfies Record<TPetStat, TPetAction>;

/** The colour a pet gets when the couple does not choose one. */
export const PET_DEFAULT_COLORS = {
  dog: '#C8874E',
  cat: '#F4A259',
  bunny: '#E8A0BF',
  dragon: '#4FB286',
  unicorn: '#A98BEA',
} as const satisfies Record<TPetType, string>;

export const PET_RULES = {
  statMax: 100,
  /** Drift stops here: a neglected pet is very sad, but it never dies. */
  statFloor: 10,
  /** Points each stat loses per hour without its action: a full stat reaches the floor in 45 h. */
  driftPerHour: 2,
  actionStatGain: 20,
  actionExperience: 10,
  actionCoins: 6,
  cooldownSeconds: 30,
  experiencePerLevel: 100,
} as const;

export type TPetStats = Record<TPetStat, number>;
export type TPetStatTimes = Record<TPetStat, Date | null>;

/** Level 1 from 0 XP, one more every 100. */
export const levelOf = (experience: number) =>
  Math.floor(Math.max(0, experience) / PET_RULES.experiencePerLevel) + 1;

/** How far into the current level: the experience bar's value out of 100. */
export const experienceInLevel = (experience: number) =>
  Math.max(0, experience) % PET_RULES.experiencePerLevel;

export const capStat = (value: number) => Math.min(PET_RULES.statMax, Math.max(0, value));

/**
 * A stat `hours` after it was last cared for: down `driftPerHour` per whole point, never below
 * the floor, and never raised by drift (a value already under the floor stays as it is).
 */
export function driftedStat(value: number, caredAt: Date, now: Date): number {
  const hours = Math.max(0, now.getTime() - caredAt.getTime()) / 3_600_000;
  const loss = Math.floor(hours * PET_RULES.driftPerHour);
  return Math.max(Math.min(value, PET_RULES.statFloor), value - loss);
}

/**
 * Every stat as it is at `now`. A stat never cared for drifts from the pet's birth, so a pet
 * adopted and forgotten still feels it.
 */
export function driftedStats(
  stats: TPetStats,
  caredAt: TPetStatTimes,
  bornAt: Date,
  now: Date,
): TPetStats {
  const drifted = (stat: TPetStat) => driftedStat(stats[stat], caredAt[stat] ?? bornAt, now);
  return {
    hunger: drifted('hunger'),
    energy: drifted('energy'),
    affection: drifted('affection'),
    happiness: drifted('happiness'),
  };
}

/** The mood follows the average of the four stats. */
export function moodOf(stats: TPetStats): TPetMood {
  const average = PET_STATS.reduce((sum, stat) => sum + stats[stat], 0) / PET_STATS.length;
  if (average >= 80) return 'very_happy';
  if (average >= 60) return 'happy';
  if (average >= 40) return 'neutral';
  if (average >= 20) return 'sad';
  return 'very_sad';
}

/** Adds `amount` to one stat, capped at 100. */
export function raiseStat(stats: TPetStats, stat: TPetStat, amount: number): TPetStats {
  return { ...stats, [stat]: capStat(stats[stat] + amount) };
}

/** What one care action does: its stat +20 (capped), +10 XP, +6 coins. */
export function applyAction<T extends TPetStats & { experience: number; coins: number }>(
  pet: T,
  action: TPetAction,
): T {
  return {
    ...pet,
    ...raiseStat(pet, ACTION_STAT[action], PET_RULES.actionStatGain),
    experience: pet.experience + PET_RULES.actionExperience,
    coins: pet.coins + PET_RULES.actionCoins,
  };
}

/** Whole seconds left before the same person may repeat an action done at `doneAt`; 0 = ready. */
export function cooldownRemainingSeconds(doneAt: Date | null, now: Date): number {
  if (!doneAt) return 0;
  const elapsed = (now.getTime() - doneAt.getTime()) / 1000;
  const remaining = Math.ceil(PET_RULES.cooldownSeconds - elapsed);
  return Math.min(PET_RULES.cooldownSeconds, Math.max(0, remaining));
}
