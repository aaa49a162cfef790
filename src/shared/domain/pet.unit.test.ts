import { describe, expect, it } from 'vitest';
import {
  applyAction,
  cooldownRemainingSeconds,
  driftedStat,
  driftedStats,
  experienceInLevel,
  levelOf,
  moodOf,
  raiseStat,
} from './pet';

const at = (iso: string) => new Date(iso);
const hoursAfter = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);
const stats = (hunger: number, energy: number, affection: number, happiness: number) => ({
  hunger,
  energy,
  affection,
  happiness,
});

describe('levelOf and experienceInLevel', () => {
  it('starts at level 1 and rises every 100 experience', () => {
    expect(levelOf(0)).toBe(1);
    expect(levelOf(99)).toBe(1);
    expect(levelOf(100)).toBe(2);
    expect(levelOf(250)).toBe(3);
  });
  it('fills the bar with experience modulo 100', () => {
    expect(experienceInLevel(0)).toBe(0);
    expect(experienceInLevel(90)).toBe(90);
    expect(experienceInLevel(100)).toBe(0);
    expect(experienceInLevel(345)).toBe(45);
  });
});

describe('applyAction', () => {
  const pet = { ...stats(50, 50, 50, 90), experience: 95, coins: 3 };

  it('raises the action stat by 20 and gives 10 XP and 6 coins', () => {
    expect(applyAction(pet, 'fed')).toEqual({ ...pet, hunger: 70, experience: 105, coins: 9 });
    expect(applyAction(pet, 'sleep')).toMatchObject({ energy: 70 });
    expect(applyAction(pet, 'pet')).toMatchObject({ affection: 70 });
  });
  it('caps the stat at 100 and still rewards', () => {
    expect(applyAction(pet, 'played')).toMatchObject({ happiness: 100, experience: 105, coins: 9 });
  });
  it('raiseStat caps at 100 too', () => {
    expect(raiseStat(stats(95, 0, 0, 0), 'hunger', 30).hunger).toBe(100);
  });
});

describe('cooldownRemainingSeconds', () => {
  const doneAt = at('2026-01-01T10:00:00Z');
  it('is 0 when never done or after 30 seconds', () => {
    expect(cooldownRemainingSeconds(null, doneAt)).toBe(0);
    expect(cooldownRemainingSeconds(doneAt, at('2026-01-01T10:00:30Z'))).toBe(0);
    expect(cooldownRemainingSeconds(doneAt, at('2026-01-01T10:05:00Z'))).toBe(0);
  });
  it('rounds the wait up to whole seconds', () => {
    expect(cooldownRemainingSeconds(doneAt, doneAt)).toBe(30);
    expect(cooldownRemainingSeconds(doneAt, at('2026-01-01T10:00:10.500Z'))).toBe(20);
    expect(cooldownRemainingSeconds(doneAt, at('2026-01-01T10:00:29.900Z'))).toBe(1);
  });
  it('never says more than 30 when clocks disagree slightly', () => {
    expect(cooldownRemainingSeconds(doneAt, at('2026-01-01T09:59:58Z'))).toBe(30);
  });
});

describe('drift', () => {
  const caredAt = at('2026-01-01T00:00:00Z');

  it('loses 2 points per whole hour', () => {
    expect(driftedStat(80, caredAt, caredAt)).toBe(80);
    expect(driftedStat(80, caredAt, hoursAfter(caredAt, 0.4))).toBe(80);
    expect(driftedStat(80, caredAt, hoursAfter(caredAt, 1))).toBe(78);
    expect(driftedStat(80, caredAt, hoursAfter(caredAt, 10))).toBe(60);
  });
  it('stops at the floor: the pet never dies', () => {
    expect(driftedStat(100, caredAt, hoursAfter(caredAt, 45))).toBe(10);
    expect(driftedStat(100, caredAt, hoursAfter(caredAt, 24 * 365))).toBe(10);
  });
  it('never raises a stat that is already under the floor', () => {
    expect(driftedStat(4, caredAt, hoursAfter(caredAt, 100))).toBe(4);
  });
  it('ignores a care time in the future', () => {
    expect(driftedStat(60, hoursAfter(caredAt, 1), caredAt)).toBe(60);
  });
  it('drifts each stat from its own action, and from birth when never cared for', () => {
    const now = hoursAfter(caredAt, 10);
    const result = driftedStats(
      stats(90, 90, 90, 90),
      { hunger: hoursAfter(caredAt, 9), energy: null, affection: caredAt, happiness: null },
      hoursAfter(caredAt, 5),
      now,
    );
    expect(result).toEqual(stats(88, 80, 70, 80));
  });
});

describe('moodOf', () => {
  it('follows the average of the four stats', () => {
    expect(moodOf(stats(100, 80, 80, 60))).toBe('very_happy');
    expect(moodOf(stats(60, 60, 60, 60))).toBe('happy');
    expect(moodOf(stats(50, 50, 50, 50))).toBe('neutral');
    expect(moodOf(stats(20, 30, 20, 10))).toBe('sad');
    expect(moodOf(stats(10, 10, 10, 10))).toBe('very_sad');
  });
});
