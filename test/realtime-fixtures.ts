import type { TRealtimeEvent, TRealtimeEventType } from '@shared/realtime-events';
import type { TestApp } from './test-app';

/**
 * The next event of `type` published on `channel`, as the bus delivers it after the commit.
 * Subscribe before the request that should publish it.
 */
export function nextRealtimeEvent(
  testApp: Pick<TestApp, 'deps'>,
  channel: string,
  type: TRealtimeEventType,
  timeoutMs = 5000,
): Promise<TRealtimeEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no ${type} on ${channel}`));
    }, timeoutMs);
    const unsubscribe = testApp.deps.bus.subscribe([channel], (event) => {
      if (event.type !== type) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(event);
    });
  });
}

/**
 * Every event published on `channel` from now on, to look for a particular one. Unlike
 * `nextRealtimeEvent`, an earlier test's event the bus delivers late (PostgreSQL's notifications
 * can lag on a busy machine) cannot be taken for the one awaited. `stop()` when done.
 */
export function realtimeEventsOn(testApp: Pick<TestApp, 'deps'>, channel: string) {
  const events: TRealtimeEvent[] = [];
  const stop = testApp.deps.bus.subscribe([channel], (event) => events.push(event));
  return { events, stop };
}

/** The app's dependencies with a realtime bus whose every publish fails. */
export function depsWithBrokenBus(testApp: Pick<TestApp, 'deps'>): TestApp['deps'] {
  return {
    ...testApp.deps,
    bus: { ...testApp.deps.bus, publish: () => Promise.reject(new Error('bus down')) },
  };
}
