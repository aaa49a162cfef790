import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A localStorage for node: what the store keeps between "page loads". */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A fresh copy of the module: one page load (its in-memory state starts again). */
const loadPage = async () => {
  vi.resetModules();
  return import('./app-lock-store');
};

const MINUTE = 60_000;
const T0 = Date.parse('2027-01-01T10:00:00Z');

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

describe('the app lock store', () => {
  it('stays open for another account, or with the lock off', async () => {
    const store = await loadPage();
    expect(store.startAppLock('ana', T0)).toBe('open');
    store.saveAppLockSettings({ userId: 'ana', minutes: 1 });
    const next = await loadPage();
    expect(next.startAppLock('bruno', T0)).toBe('open');
  });

  it('locks a reopened app after the chosen time away, not before', async () => {
    const first = await loadPage();
    first.startAppLock('ana', T0);
    first.saveAppLockSettings({ userId: 'ana', minutes: 5 });
    first.leaveApp('ana', T0);
    expect((await loadPage()).startAppLock('ana', T0 + 4 * MINUTE)).toBe('open');

    const second = await loadPage();
    second.startAppLock('ana', T0);
    second.leaveApp('ana', T0);
    expect((await loadPage()).startAppLock('ana', T0 + 5 * MINUTE)).toBe('locked');
  });

  it('treats an app that was never left properly as long gone, and stays locked until unlocked', async () => {
    const first = await loadPage();
    first.saveAppLockSettings({ userId: 'ana', minutes: 15 });
    const crashed = await loadPage();
    expect(crashed.startAppLock('ana', T0)).toBe('locked');
    expect((await loadPage()).startAppLock('ana', T0)).toBe('locked');
    const opened = await loadPage();
    opened.startAppLock('ana', T0);
    opened.unlock();
    opened.leaveApp('ana', T0);
    expect((await loadPage()).startAppLock('ana', T0 + MINUTE)).toBe('open');
  });

  it('opens at once when the lock is turned off (signing out from the lock screen)', async () => {
    const store = await loadPage();
    store.saveAppLockSettings({ userId: 'ana', minutes: 0 });
    store.startAppLock('ana', T0);
    store.leaveApp('ana', T0);
    store.saveAppLockSettings(null);
    store.returnToApp('ana', T0 + MINUTE);
    expect((await loadPage()).startAppLock('ana', T0 + MINUTE)).toBe('open');
  });

  it('covers while away, locks at once with "immediately", decides once per page', async () => {
    const store = await loadPage();
    store.saveAppLockSettings({ userId: 'ana', minutes: 1 });
    store.leaveApp('ana', T0);
    expect(store.startAppLock('ana', T0 + 1000)).toBe('open');
    // A first render thrown away and run again gets the same answer.
    expect(store.startAppLock('ana', T0 + 1000)).toBe('open');
    store.leaveApp('ana', T0 + 2000);
    store.returnToApp('ana', T0 + 30_000);
    store.leaveApp('ana', T0 + 40_000);
    store.returnToApp('ana', T0 + 40_000 + MINUTE);
    const locked = await loadPage();
    expect(locked.startAppLock('ana', T0 + 40_000 + MINUTE)).toBe('locked');

    const immediate = await loadPage();
    immediate.saveAppLockSettings({ userId: 'ana', minutes: 0 });
    immediate.startAppLock('ana', T0);
    immediate.leaveApp('ana', T0);
    expect((await loadPage()).startAppLock('ana', T0)).toBe('locked');
  });
});
