import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, type EventSourceLike, RETRY_DELAYS_MS } from './realtime-connection';

class FakeSource implements EventSourceLike {
  listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  isClosed = false;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.isClosed = true;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data } as MessageEvent<string>);
    }
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const onInvalidate = vi.fn();
  const onResync = vi.fn();
  const connection = connectRealtime(
    { onInvalidate, onResync },
    {
      createSource: () => {
        const source = new FakeSource();
        sources.push(source);
        return source;
      },
      // No jitter: the waits are exactly RETRY_DELAYS_MS.
      random: () => 0.5,
    },
  );
  const last = () => sources[sources.length - 1]!;
  return { sources, last, onInvalidate, onResync, connection };
}

describe('realtime connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes invalidations on and resyncs only after a reconnect', () => {
    const { last, onInvalidate, onResync } = setup();
    last().emit('ready', '{"coupleId":null}');
    last().emit('invalidate', '{"type":"couples.updated","ids":["c1"]}');
    expect(onInvalidate).toHaveBeenCalledWith({ type: 'couples.updated', ids: ['c1'] });
    expect(onResync).not.toHaveBeenCalled();
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

  it('reopens when the couple changes, not when it stays the same', () => {
    const { sources, last, onResync, connection } = setup();
    last().emit('ready', '{"coupleId":null}');
    connection.followCouple(null);
    expect(sources).toHaveLength(1);
    connection.followCouple('c1');
    expect(sources).toHaveLength(2);
    expect(sources[0]!.isClosed).toBe(true);
    last().emit('ready', '{"coupleId":"c1"}');
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
