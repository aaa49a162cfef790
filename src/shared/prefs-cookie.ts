/**
 * The `juntos-prefs` cookie: what the server needs to draw a screen as the browser would
 * (language, time zone, theme) and whether this device keeps the app locked (then the server
 * never draws the couple's data into the page). Kept up to date by the app
 * (src/web/lib/prefs-cookie.ts); read by src/server/ssr. Nothing in it is secret.
 */
export const PREFS_COOKIE = 'juntos-prefs';

export interface TPrefs {
  lang?: string;
  /** An IANA zone ('Europe/Madrid'): where "today" is for the person. */
  tz?: string;
  theme?: 'light' | 'dark';
  /** The app lock is on for an account on this device. */
  lock?: boolean;
}

/** As a cookie value: a query string ('lang=es&tz=Europe%2FMadrid'), nothing a cookie forbids. */
export function formatPrefs(prefs: TPrefs): string {
  const params = new URLSearchParams();
  if (prefs.lang) params.set('lang', prefs.lang);
  if (prefs.tz) params.set('tz', prefs.tz);
  if (prefs.theme) params.set('theme', prefs.theme);
  if (prefs.lock) params.set('lock', '1');
  return params.toString();
}

/** Whatever the cookie holds, only what it may: a stranger's value is read as nothing. */
export function parsePrefs(value: string | undefined): TPrefs {
  const params = new URLSearchParams(value ?? '');
  const theme = params.get('theme');
  const lang = params.get('lang');
  const tz = params.get('tz');
  return {
    ...(lang && /^[a-z]{2}$/.test(lang) ? { lang } : {}),
    ...(tz && tz.length <= 64 ? { tz } : {}),
    ...(theme === 'light' || theme === 'dark' ? { theme } : {}),
    ...(params.get('lock') === '1' ? { lock: true } : {}),
  };
}
