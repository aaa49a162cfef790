import { randomBytes } from 'node:crypto';
import type { TRealtimeEvent } from '@shared/realtime-events';
import { setupTestApp } from '@test/test-app';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeBus, type RealtimeBus } from './realtime-bus';

const testApp = setupTestApp();
const buses: RealtimeBus[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(buses.splice(0).map((bus) => bus.stop()));
});

/** A bus whose listener connection carries its own application name, to find it on the server. */
function createNamedBus(now?: () => number) {
  const name = `bus-test-${randomBytes(4).toString('hex')}`;
  const url = new URL(testApp.databaseUrl);
  url.searchParams.set('application_name', name);
  const bus = createRealtimeBus(url.toString(), testApp.deps.pool, undefined, now);
  buses.push(bus);
  return { bus, name };
}

/** Server processes of the named bus's connections, seen from another connection. */
async function backendsOf(name: string): Promise<Array<{ pid: number; query: string }>> {
  const result = await testApp.deps.pool.query<{ pid: number; query: string }>(
    'select pid, query from pg_stat_activity where application_name = $1',
    [name],
  );
  return result.rows;
}

const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('realtime bus', () => {
  it('holds one LISTEN connection while started and none after stop', async () => {
    const { bus, name } = createNamedBus();
    await bus.start();
    expect(await backendsOf(name)).toEqual([expect.objectContaining({ query: 'LISTEN realtime' })]);
    await bus.stop();
    await expect.poll(() => backendsOf(name)).toEqual([]);
  });

  it('leaves no connection behind when stopped while still connecting', async () => {
    const { bus, name } = createNamedBus();
    const starting = bus.start();
    await bus.stop();
    await starting.catch(() => {});
    await expect.poll(() => backendsOf(name)).toEqual([]);
  });

  it('ends a connection whose LISTEN failed', async () => {
    quietly();
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      if (args[0] === 'LISTEN realtime') return Promise.reject(new Error('LISTEN refused'));
      return Reflect.apply(query, this, args);
    } as typeof query);
    const { bus, name } = createNamedBus();
    await expect(bus.start()).rejects.toThrow('LISTEN refused');
    await expect.poll(() => backendsOf(name)).toEqual([]);
  });

  it('reconnects a lost listener, tells subscribers to resync, and delivers again', async () => {
    quietly();
    const { bus, name } = createNamedBus();
    await bus.start();
    const events: TRealtimeEvent[] = [];
    bus.subscribe(['couple:c1'], (event) => events.push(event));
    const [listener] = await backendsOf(name);
    await testApp.deps.pool.query('select pg_terminate_backend($1)', [listener?.pid]);

    await expect.poll(() => events, { timeout: 5000 }).toContainEqual({ type: 'resync', ids: [] });
    const [replacement] = await backendsOf(name);
    expect(replacement?.pid).not.toBe(listener?.pid);
    await bus.publish('couple:c1', { type: 'memories.changed', ids: ['m1'] });
    await expect.poll(() => events).toContainEqual({ type: 'memories.changed', ids: ['m1'] });

    await bus.stop();
    await expect.poll(() => backendsOf(name)).toEqual([]);
  });

  it('says whether channels changed since an instant: only what it heard all that time', async () => {
    let clock = 1_000_000;
    const { bus } = createNamedBus(() => clock);
    // Not listening yet: it cannot vouch for anything.
    expect(bus.changedSince(['couple:c1'], clock)).toBe(true);
    await bus.start();
    clock += 5_000;
    const drawnAt = clock;
    clock += 10_000;
    expect(bus.changedSince(['couple:c1', 'user:u1'], drawnAt)).toBe(false);
    // Data read before the bus listened (within the skew allowance too) may be stale.
    expect(bus.changedSince(['couple:c1'], drawnAt - 4_000)).toBe(true);

    const heard: TRealtimeEvent[] = [];
    bus.subscribe(['couple:c2'], (event) => heard.push(event));
    await bus.publish('couple:c1', { type: 'memories.changed', ids: ['m1'] });
    await bus.publish('couple:c2', { type: 'memories.changed', ids: ['m2'] });
    await expect.poll(() => heard).toHaveLength(1);
    // Heard with or without a subscriber on this instance: every instance hears every channel.
    expect(bus.changedSince(['couple:c1'], drawnAt)).toBe(true);
    expect(bus.changedSince(['user:u1', 'couple:c2'], drawnAt)).toBe(true);
    expect(bus.changedSince(['user:u1', 'couple:c3'], drawnAt)).toBe(false);
    // After the event, a page drawn later is current again.
    clock += 5_000;
    expect(bus.changedSince(['couple:c1'], clock)).toBe(false);
    // Beyond what the bus remembers (ten minutes), nothing is vouched for.
    clock += 11 * 60_000;
    expect(bus.changedSince(['couple:c3'], drawnAt)).toBe(true);

    await bus.stop();
    expect(bus.changedSince(['couple:c3'], clock)).toBe(true);
  });
});
