import { formatPrefs, PREFS_COOKIE, parsePrefs, type TPrefs } from '@shared/prefs-cookie';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

function readPrefs(): TPrefs {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${PREFS_COOKIE}=`));
  return parsePrefs(entry?.slice(PREFS_COOKIE.length + 1));
}

/**
 * Tells the server what it needs to draw this device's next first screen as the app will
 * (src/shared/prefs-cookie.ts): called when the language, the theme or the app lock change,
 * and at every start (the time zone travels with the phone).
 */
export function updatePrefsCookie(change: TPrefs = {}) {
  if (typeof document === 'undefined') return;
  const next: TPrefs = {
    ...readPrefs(),
    ...change,
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one small cookie; the Cookie Store API is not in every browser the app supports
  document.cookie = `${PREFS_COOKIE}=${formatPrefs(next)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure}`;
}
