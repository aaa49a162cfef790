import {
  acceptedLanguages,
  FALLBACK_LANGUAGE,
  isLanguage,
  type TLanguage,
} from '@shared/constants';
import { isValidTimeZone } from '@shared/domain/calendar-day';
import { PREFS_COOKIE, parsePrefs, type TPrefs } from '@shared/prefs-cookie';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

export interface TVisitorPrefs {
  language: TLanguage;
  timeZone: string;
  theme?: TPrefs['theme'];
  /** This device keeps the app locked: its screens are never drawn with their data. */
  isLocked: boolean;
}

/**
 * What the browser will start with (lib/language-detector.ts, lib/calendar-dates.ts): the
 * app's cookie, else the browser's languages and, for lack of anything better, UTC (the page
 * then tells the browser the day it drew, and a browser where it is another day draws the
 * screen afresh instead of hydrating it).
 */
export function visitorPrefs(c: Context): TVisitorPrefs {
  const prefs = parsePrefs(getCookie(c, PREFS_COOKIE));
  const language = [prefs.lang, ...acceptedLanguages(c.req.header('accept-language'))].find(
    isLanguage,
  );
  return {
    language: language ?? FALLBACK_LANGUAGE,
    timeZone: isValidTimeZone(prefs.tz) ? prefs.tz : 'UTC',
    theme: prefs.theme,
    isLocked: prefs.lock === true,
  };
}
