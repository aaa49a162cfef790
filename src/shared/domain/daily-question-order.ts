import type { DailyQuestion } from '@shared/content/daily-questions/question-kinds';

/** A question asked less than this many days ago is not asked again. */
export const NO_REPEAT_DAYS = 366;

// The catalogue's own order is a year that ramps from light to deep (its ids follow it): each
// couple walks it a week at a time, in their own order within the week.
const BLOCK_DAYS = 7;

/** 32-bit FNV-1a of a string: the seed of a couple's own order. */
function hashSeed(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, well-mixed generator, the same on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The couple's own order of the whole catalogue: the catalogue's order (light first, deeper as
 * the year goes on) in blocks of a week, shuffled within each block by a generator seeded with
 * the couple's id, so two couples do not walk the same path and one couple always walks the
 * same. Deterministic: the same couple and catalogue give the same order.
 */
export function coupleQuestionOrder(
  coupleId: string,
  questions: readonly DailyQuestion[],
): number[] {
  const random = seededRandom(hashSeed(coupleId));
  const keyed = questions.map((question, index) => ({
    id: question.id,
    block: Math.floor(index / BLOCK_DAYS),
    key: random(),
  }));
  return keyed
    .sort((a, b) => a.block - b.block || a.key - b.key || a.id - b.id)
    .map((entry) => entry.id);
}

/**
 * The question for a couple's new day: the first of their order not asked within the last
 * `NO_REPEAT_DAYS` (`recent`: ids asked on those days, and on any later day already chosen). A
 * catalog of more than a year of questions never runs out; a smaller one starts over at the
 * question asked longest ago (`askedLongestAgo`, or the first of the order).
 */
export function pickDailyQuestion(
  order: readonly number[],
  recent: ReadonlySet<number>,
  askedLongestAgo?: number,
): number {
  const fresh = order.find((id) => !recent.has(id));
  const picked = fresh ?? askedLongestAgo ?? order[0];
  if (picked === undefined) throw new Error('the daily question catalog is empty');
  return picked;
}
