import { useCallback, useSyncExternalStore } from 'react';
import { updatePrefsCookie } from './prefs-cookie';

export type TTheme = 'light' | 'dark';
const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readTheme(): TTheme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** The person's explicit choice, or null while they have made none (the system decides). */
function storedTheme(): TTheme | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
}

// One list for the page: listeners must be removed from the same object they were added to.
let darkQueryList: MediaQueryList | undefined;
const darkQuery = () => {
  darkQueryList ??= matchMedia(DARK_QUERY);
  return darkQueryList;
};
const systemTheme = (): TTheme => (darkQuery().matches ? 'dark' : 'light');

function paint(theme: TTheme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  for (const listener of listeners) listener();
}

/** An explicit choice: applied, and kept (from now on the system no longer decides). */
export function applyTheme(theme: TTheme) {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  updatePrefsCookie({ theme });
  paint(theme);
}

// Without a choice the theme follows the system as it changes (an automatic dark mode at
// night); a choice made in another tab arrives through the storage event.
const followSystem = () => {
  if (storedTheme() === null) paint(systemTheme());
};
const followOtherTabs = (event: StorageEvent) => {
  // A null key: the other tab cleared all of storage.
  if (event.key === STORAGE_KEY || event.key === null) paint(storedTheme() ?? systemTheme());
};

let isFollowing = false;

/**
 * From the app's start, on every screen: without a choice the theme follows the system, and a
 * choice made in another tab arrives. It used to follow only while a theme button or the toasts
 * were on screen, so a screen without them (the 404) stayed in the old theme.
 */
export function followThemeChanges() {
  if (isFollowing) return;
  isFollowing = true;
  darkQuery().addEventListener('change', followSystem);
  window.addEventListener('storage', followOtherTabs);
}

function subscribe(listener: () => void) {
  followThemeChanges();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The theme was applied before first paint by /theme-init.js; this reads and changes it. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as TTheme);
  const toggle = useCallback(() => applyTheme(readTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, setTheme: applyTheme, toggle };
}
