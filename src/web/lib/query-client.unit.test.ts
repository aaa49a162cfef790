import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('the query client and the network', () => {
  afterEach(() => {
    // One module graph for every unit test file: TanStack's manager is put back as it was.
    onlineManager.setEventListener(() => undefined);
    onlineManager.setOnline(true);
  });

  it('follows the browser from the start, even before any screen mounts', () => {
    const browserWindow = new EventTarget();
    const browserNavigator = { onLine: false };
    vi.stubGlobal('window', browserWindow);
    vi.stubGlobal('navigator', browserNavigator);

    createQueryClient();
    expect(onlineManager.isOnline()).toBe(false);

    // The signal comes back before the app mounts (no query has subscribed yet).
    browserNavigator.onLine = true;
    browserWindow.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);

    browserNavigator.onLine = false;
    browserWindow.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
  });
});
