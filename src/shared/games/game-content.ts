/**
 * The fixed content of the games screen. Ids and emoji live here (the cards' icons are the
 * web's); every text is in the locale files under `games.<game>.<id>`, so each language tells
 * its own version.
 */
export const GAME_IDS = [
  'quiz',
  'deepQuestions',
  'dateIdeas',
  'challenges',
  'loveDice',
  'comingSoon',
] as const;
export type TGameId = (typeof GAME_IDS)[number];

export const DEEP_QUESTION_IDS = [
  'firstImpression',
  'littleThing',
  'futureHome',
  'hardestMoment',
  'childhoodDream',
  'feelLoved',
  'songOfUs',
  'proudOf',
  'tenYears',
  'neverSaid',
] as const;

export const DATE_IDEAS = [
  { id: 'stargazing', emoji: '🌌' },
  { id: 'cookingNight', emoji: '🍝' },
  { id: 'sunriseWalk', emoji: '🌅' },
  { id: 'museumDate', emoji: '🖼️' },
  { id: 'homeCinema', emoji: '🎬' },
  { id: 'bikeRide', emoji: '🚲' },
  { id: 'danceClass', emoji: '💃' },
  { id: 'marketMorning', emoji: '🧺' },
  { id: 'letterExchange', emoji: '💌' },
  { id: 'spaAtHome', emoji: '🛁' },
] as const;

export const CHALLENGE_IDS = [
  'loveNote',
  'noPhonesDinner',
  'complimentsDay',
  'recreateFirstDate',
  'surpriseBreakfast',
  'slowDance',
  'memoryLane',
  'thankYouList',
  'secretMission',
  'gratitudeHug',
] as const;

export const LOVE_DICE_ACTIVITIES = [
  { id: 'massage', emoji: '💆' },
  { id: 'kissCount', emoji: '💋' },
  { id: 'playlist', emoji: '🎶' },
  { id: 'drawPortrait', emoji: '🎨' },
  { id: 'threeWishes', emoji: '🌠' },
  { id: 'tasteTest', emoji: '🍫' },
  { id: 'photoWalk', emoji: '📸' },
  { id: 'storyTime', emoji: '📖' },
  { id: 'eyeContact', emoji: '👀' },
  { id: 'planEscape', emoji: '🗺️' },
] as const;

/** A different activity from the one showing, so 'another one' never looks like nothing happened. */
export function nextDiceIndex(current: number | null, random: () => number = Math.random): number {
  const count = LOVE_DICE_ACTIVITIES.length;
  if (current === null) return Math.floor(random() * count);
  return (current + 1 + Math.floor(random() * (count - 1))) % count;
}
