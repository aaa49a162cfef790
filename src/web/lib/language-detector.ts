import type { LanguageDetectorModule } from 'i18next';
import { serverLanguage } from './server-rendered';

// The key i18next's own detector used: people who chose a language before keep it.
const STORAGE_KEY = 'i18nextLng';

export function storedLanguage(): string | undefined {
  try {
    if (typeof localStorage === 'undefined') return undefined;
    return localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked (private mode, policies): fall through to the browser's
  }
}

function browserLanguages(): string[] | undefined {
  // Unit tests load this outside a browser (Node 20 has no `navigator`): the fallback applies.
  if (typeof navigator === 'undefined') return undefined;
  return [...(navigator.languages ?? [navigator.language])];
}

/**
 * The order: the language chosen before (local storage), then the browser's, and the
 * result cached in local storage. i18next picks the best supported match of what this returns.
 * Before the browser's: the language a page the server drew is in (the `juntos-prefs` cookie's,
 * else the browser's), so hydration finds the same texts.
 * Ten lines instead of i18next-browser-languagedetector, whose other sources (cookies, query
 * string, path) the app does not use: the first load is budgeted.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => storedLanguage() ?? serverLanguage() ?? browserLanguages(),
  cacheUserLanguage: (language) => {
    try {
      // 'en' rather than the browser's 'en-GB': the app has one English.
      localStorage.setItem(STORAGE_KEY, language.split('-')[0] ?? language);
    } catch {
      // Not cached: detected again next time, which is all that is lost.
    }
  },
};
