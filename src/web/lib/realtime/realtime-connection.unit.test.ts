import { FakeEventSource } from '@test/fake-event-source';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerData } from './realtime-catch-up';
import { connectRealtime, RETRY_DELAYS_MS } from './realtime-connection';

function setup(serverData: ServerData | null = null) {
  const sources: FakeEventSource[] = [];
  const urls: string[] = [];
  const onInvalidate = vi.fn();
  const onResync = vi.fn();
  const onDropped = vi.fn();
  const connection = connectRealtime(
    { onInvalidate, onResync, onDropped },
    {
      serverData: () => serverData,
      createSource: (url) => {
        urls.push(url);
        const source = new FakeEventSource();
        sources.push(source);
        return source;
      },
      // No jitter: the waits are exactly RETRY_DELAYS_MS.
      random: () => 0.5,
    },
  );
  const last = () => sources[sources.length - 1]!;
  return { sources, urls, last, onInvalidate, onResync, onDropped, connection };
}

describe('realtime connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes invalidations on', () => {
    const { last, onInvalidate } = setup();
    last().emit('ready', '{"coupleId":null}');
    last().emit('invalidate', '{"type":"couples.updated","ids":["c1"]}');
    expect(onInvalidate).toHaveBeenCalledWith({ type: 'couples.updated', ids: ['c1'] });
  });

  it('retries with growing waits and resyncs once back', () => {
    const { sources, last, onResync } = setup();
    last().emit('error');
    expect(sources[0]!.isClosed).toBe(true);
    vi.advanceTimersByTime(RETRY_DELAYS_MS[0] - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    last().emit('error');
    vi.advanceTimersByTime(RETRY_DELAYS_MS[1]);
    expect(sources).toHaveLength(3);
    last().emit('ready', '{"coupleId":"c1"}');
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('says when a retry fails too, for the session to be asked about, and not once closed', () => {
    const { last, onDropped, connection } = setup();
    // The first drop: the retry a second later may well go through (a password change).
    last().emit('error');
    expect(onDropped).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RETRY_DELAYS_MS[0]);
    last().emit('error');
    expect(onDropped).toHaveBeenCalledTimes(1);
    // Back and ready, then dropped once: again nothing asked.
    vi.advanceTimersByTime(RETRY_DELAYS_MS[1]);
    last().emit('ready', '{"coupleId":null}');
    last().emit('error');
    expect(onDropped).toHaveBeenCalledTimes(1);
    connection.close();
    last().emit('error');
    expect(onDropped).toHaveBeenCalledTimes(1);
  });

  it('catches up once when the first stream is ready, not on a repeated ready', () => {
    const { last, onResync } = setup();
    expect(onResync).not.toHaveBeenCalled();
    last().emit('ready', '{"coupleId":"c1"}');
    last().emit('ready', '{"coupleId":"c1"}');
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it("a server-drawn page's first stream asks since its data, and refetches only the rest when caught up", () => {
    const drawn: ServerData = { readAt: 1_796_318_800_724, queryHashes: new Set(['["session"]']) };
    const { sources, urls, last, onResync } = setup(drawn);
    expect(urls).toEqual(['/api/realtime?since=1796318800724']);
    last().emit('ready', '{"coupleId":"c1","caughtUp":true}');
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(onResync).toHaveBeenLastCalledWith(drawn.queryHashes);

    // A reconnect asks nothing of the sort: anything may have changed in the gap.
    last().emit('error');
    vi.advanceTimersByTime(RETRY_DELAYS_MS[0] * 1.2);
    expect(sources).toHaveLength(2);
    expect(urls[1]).toBe('/api/realtime');
    last().emit('ready', '{"coupleId":"c1","caughtUp":false}');
    expect(onResync).toHaveBeenLastCalledWith(undefined);
  });

  it('refetches everything when the server saw a change since the page was drawn', () => {
    const { last, onResync } = setup({ readAt: 1_796_318_800_724, queryHashes: new Set(['x']) });
    last().emit('ready', '{"coupleId":"c1","caughtUp":false}');
    expect(onResync).toHaveBeenCalledWith(undefined);
  });

  it('keeps only string ids and drops events without a type', () => {
    const { last, onInvalidate, onResync } = setup();
    last().emit('invalidate', '{"type":"pet.changed","ids":["p1",2,null]}');
    expect(onInvalidate).toHaveBeenCalledWith({ type: 'pet.changed', ids: ['p1'] });
    last().emit('invalidate', '{"ids":["p1"]}');
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('treats an unreadable event as a resync and stops for good on close', () => {
    const { sources, last, onResync, connection } = setup();
    last().emit('invalidate', 'not json');
    expect(onResync).toHaveBeenCalledTimes(1);
    connection.close();
    last().emit('error');
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });
});
