import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from '@shared/constants';
import { PREFS_COOKIE, parsePrefs, type TPrefs } from '@shared/prefs-cookie';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

const isLanguage = (code: string | undefined): code is TLanguage =>
  (LANGUAGES as readonly string[]).includes(code ?? '');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's languages, best first ('es-ES,es;q=0.9,en;q=0.8'), as two-letter codes. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { code: tag.slice(0, 2).toLowerCase(), q: Number.isNaN(q) ? 0 : q };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.code);
}

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
    timeZone: prefs.tz && isTimeZone(prefs.tz) ? prefs.tz : 'UTC',
    theme: prefs.theme,
    isLocked: prefs.lock === true,
  };
}
