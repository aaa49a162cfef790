import { ManualClock } from '@server/jobs/clock';
import type { RealtimeBus, TBusEvent } from '@server/realtime/realtime-bus';
import { createUserFixture } from '@test/fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';
import { createSessionGuard, SESSIONS_CHANNEL } from './session-guard';

// The guard on the real database, with a bus whose deliveries the test controls: what happens
// when an announcement arrives, and when the listening connection is down and one may be missed.
const testApp = setupTestApp();

function controlledBus() {
  const listeners: Array<(event: TBusEvent) => void> = [];
  const state = { isListening: true };
  const bus: Pick<RealtimeBus, 'subscribe' | 'isListening'> = {
    subscribe: <E extends TBusEvent>(channels: string[], listener: (event: E) => void) => {
      expect(channels).toEqual([SESSIONS_CHANNEL]);
      listeners.push(listener as (event: TBusEvent) => void);
      return () => {};
    },
    get isListening() {
      return state.isListening;
    },
  };
  const deliver = (event: TBusEvent) => {
    for (const listener of listeners) listener(event);
  };
  return { bus, state, deliver };
}

async function sessionOfNewUser() {
  const { user } = await createUserFixture(testApp);
  const result = await testApp.deps.pool.query<{ id: string }>(
    'select id from sessions where user_id = $1',
    [user.id],
  );
  return result.rows[0]!.id;
}

const deleteSession = (id: string) =>
  testApp.deps.pool.query('delete from sessions where id = $1', [id]);

describe('the session guard', () => {
  it('trusts a verified session from memory until its revocation is announced', async () => {
    const { bus, deliver } = controlledBus();
    const guard = createSessionGuard(bus, testApp.deps.pool, new ManualClock());
    const id = await sessionOfNewUser();
    expect(await guard.isLive(id)).toBe(true);
    // Deleted, but the announcement has not arrived: memory still vouches (no query).
    await deleteSession(id);
    expect(await guard.isLive(id)).toBe(true);
    deliver({ type: 'sessions.revoked', ids: [id] });
    expect(await guard.isLive(id)).toBe(false);
  });

  it('trusts nothing from memory while the bus is not listening', async () => {
    const { bus, state } = controlledBus();
    const guard = createSessionGuard(bus, testApp.deps.pool, new ManualClock());
    const id = await sessionOfNewUser();
    expect(await guard.isLive(id)).toBe(true);
    state.isListening = false;
    await deleteSession(id);
    expect(await guard.isLive(id)).toBe(false);
  });

  it('after a resync, looks every session up again and ends the watches of deleted ones', async () => {
    const { bus, deliver } = controlledBus();
    const guard = createSessionGuard(bus, testApp.deps.pool, new ManualClock());
    const gone = await sessionOfNewUser();
    const kept = await sessionOfNewUser();
    expect(await guard.isLive(gone)).toBe(true);
    const ended: string[] = [];
    guard.watch(gone, () => ended.push(gone));
    guard.watch(kept, () => ended.push(kept));
    // Deleted while the announcement was lost with the listening connection.
    await deleteSession(gone);
    deliver({ type: 'resync', ids: [] });
    await expect.poll(() => ended).toEqual([gone]);
    expect(await guard.isLive(gone)).toBe(false);
    expect(await guard.isLive(kept)).toBe(true);
    expect(guard.watchCount).toBe(1);
  });

  it('looks a verified session up again once five minutes have passed on its clock', async () => {
    const { bus } = controlledBus();
    const clock = new ManualClock();
    const guard = createSessionGuard(bus, testApp.deps.pool, clock);
    const id = await sessionOfNewUser();
    expect(await guard.isLive(id)).toBe(true);
    // Deleted with the announcement lost: memory vouches until the verification is five minutes old.
    await deleteSession(id);
    clock.advance(4 * 60_000);
    expect(await guard.isLive(id)).toBe(true);
    clock.advance(60_000 + 1);
    expect(await guard.isLive(id)).toBe(false);
  });
});
