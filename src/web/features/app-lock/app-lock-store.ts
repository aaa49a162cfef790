import type { TAppLockMinutes } from '@shared/schemas/second-factors';
import { forgetLastScreens } from '@web/lib/last-screen/last-screen';
import { updatePrefsCookie } from '@web/lib/prefs-cookie';
import { useSyncExternalStore } from 'react';

/**
 * The app lock is this device's: its settings, when the app was last left and whether it is
 * locked live in localStorage (read synchronously, so the first render already knows, and a
 * reload or a reopened app cannot skip the lock). Keyed by the user who turned it on: another
 * account signing in on this device is not locked out by it.
 */
const SETTINGS_KEY = 'juntos.app-lock';
const AWAY_SINCE_KEY = 'juntos.app-lock.away-since';
const LOCKED_KEY = 'juntos.app-lock.locked';

export interface TAppLockSettings {
  userId: string;
  minutes: TAppLockMinutes;
}

export type TAppLockState = 'open' | 'covered' | 'locked';

const listeners = new Set<() => void>();
let state: TAppLockState = 'open';
let startedFor: string | null = null;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the lock then lasts for this page only.
  }
}

function setState(next: TAppLockState) {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

export function readAppLockSettings(): TAppLockSettings | null {
  try {
    const parsed = JSON.parse(read(SETTINGS_KEY) ?? 'null') as TAppLockSettings | null;
    return parsed && typeof parsed.userId === 'string' && typeof parsed.minutes === 'number'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** Turning the lock on, changing its time or turning it off: this page is open either way. */
export function saveAppLockSettings(settings: TAppLockSettings | null) {
  write(SETTINGS_KEY, settings ? JSON.stringify(settings) : null);
  // With the lock on, the server never draws this device's screens (the data would be in the
  // page before the lock): the cookie tells it.
  updatePrefsCookie({ lock: settings !== null });
  // Nor does the service worker show the last screen's picture before it (lib/last-screen).
  if (settings) void forgetLastScreens();
  write(AWAY_SINCE_KEY, null);
  write(LOCKED_KEY, null);
  state = 'open';
  for (const listener of listeners) listener();
}

/** Whether the time away is long enough to lock (always, for "immediately"). */
function hasBeenAwayTooLong(settings: TAppLockSettings, now: number): boolean {
  const since = Number(read(AWAY_SINCE_KEY));
  // Never left properly (a crash, a killed tab): treated as long gone.
  if (!since) return true;
  return now - since >= settings.minutes * 60_000;
}

/**
 * Decides at start, for this user: locked if it was locked, or if the app was left longer ago
 * than the chosen time. Called during the gate's first render, before anything of the app is
 * rendered; so it tells no listener (a render must not update other components): the gate
 * announces it once mounted (`announceAppLockState`).
 */
export function startAppLock(userId: string, now = Date.now()): TAppLockState {
  // Once per page and user: a first render that suspends (a screen's code still loading) is
  // thrown away and run again, and must not decide again from the storage it already changed.
  if (startedFor === userId) return state;
  startedFor = userId;
  const settings = readAppLockSettings();
  const isLocked =
    settings?.userId === userId && (read(LOCKED_KEY) === '1' || hasBeenAwayTooLong(settings, now));
  if (isLocked) write(LOCKED_KEY, '1');
  write(AWAY_SINCE_KEY, null);
  state = isLocked ? 'locked' : 'open';
  return state;
}

export function announceAppLockState() {
  for (const listener of listeners) listener();
}

export function lockNow() {
  write(LOCKED_KEY, '1');
  setState('locked');
}

export function unlock() {
  write(LOCKED_KEY, null);
  write(AWAY_SINCE_KEY, null);
  setState('open');
}

/**
 * The page was hidden (another app, the switcher, the screen off): "immediately" locks now; a
 * longer time covers the app (so the switcher's snapshot shows nothing) until it is back.
 */
export function leaveApp(userId: string, now = Date.now()) {
  const settings = readAppLockSettings();
  if (settings?.userId !== userId || state === 'locked') return;
  if (settings.minutes === 0) return lockNow();
  write(AWAY_SINCE_KEY, String(now));
  setState('covered');
}

/** The page is seen again: locked if it was away for the chosen time, else as it was. */
export function returnToApp(userId: string, now = Date.now()) {
  const settings = readAppLockSettings();
  if (settings?.userId !== userId || state === 'locked') return;
  if (hasBeenAwayTooLong(settings, now)) return lockNow();
  write(AWAY_SINCE_KEY, null);
  setState('open');
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const snapshot = () => state;
// The server renders only for devices without the lock (the `juntos-prefs` cookie says so):
// there it is 'open'; in the browser hydration reads the real state, and a lock wins.
export const useAppLockState = () => useSyncExternalStore(subscribe, snapshot, snapshot);

/** The settings, re-read whenever they change on this page. */
export const useAppLockSettings = () =>
  useSyncExternalStore(
    subscribe,
    () => read(SETTINGS_KEY),
    () => null,
  );
