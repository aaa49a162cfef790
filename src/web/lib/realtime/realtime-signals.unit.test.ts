import { describe, expect, it } from 'vitest';
import { emitRealtimeEvent, onRealtimeEvent } from './realtime-signals';

describe('realtime signals', () => {
  it('hands every applied event to each listener until it unsubscribes', () => {
    const seen: string[] = [];
    const stop = onRealtimeEvent((event) => seen.push(`${event.type}:${event.ids.join(',')}`));
    emitRealtimeEvent({ type: 'affection.received', ids: ['tap-1'] });
    stop();
    emitRealtimeEvent({ type: 'affection.received', ids: ['tap-2'] });
    expect(seen).toEqual(['affection.received:tap-1']);
  });
});
