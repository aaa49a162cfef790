import { FakeEventSource } from '@test/fake-event-source';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, RETRY_DELAYS_MS } from './realtime-connection';

function setup() {
  const sources: FakeEventSource[] = [];
  const onInvalidate = vi.fn();
  const onResync = vi.fn();
  const onDropped = vi.fn();
  const connection = connectRealtime(
    { onInvalidate, onResync, onDropped },
    {
      createSource: () => {
        const source = new FakeEventSource();
        sources.push(source);
        return source;
      },
      // No jitter: the waits are exactly RETRY_DELAYS_MS.
      random: () => 0.5,
    },
  );
  const last = () => sources[sources.length - 1]!;
  return { sources, last, onInvalidate, onResync, onDropped, connection };
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
