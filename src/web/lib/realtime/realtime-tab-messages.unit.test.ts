import { describe, expect, it, vi } from 'vitest';
import { applyTabMessage, readTabMessage, relayingHandlers } from './realtime-tab-messages';

const handlers = () => ({ onInvalidate: vi.fn(), onResync: vi.fn() });

describe('messages between tabs', () => {
  it('reads an invalidation, keeping only string ids', () => {
    expect(
      readTabMessage({ kind: 'invalidate', event: { type: 'pet.changed', ids: ['p1', 7] } }),
    ).toEqual({ kind: 'invalidate', event: { type: 'pet.changed', ids: ['p1'] } });
    expect(readTabMessage({ kind: 'resync' })).toEqual({ kind: 'resync' });
  });

  it('reads anything it does not understand as a resync', () => {
    for (const data of [null, undefined, 'text', {}, { kind: 'hello' }, { kind: 'invalidate' }]) {
      expect(readTabMessage(data)).toEqual({ kind: 'resync' });
    }
  });

  it('makes a follower do what the stream made the leader do', () => {
    const follower = handlers();
    applyTabMessage({ kind: 'invalidate', event: { type: 'games.changed', ids: [] } }, follower);
    expect(follower.onInvalidate).toHaveBeenCalledWith({ type: 'games.changed', ids: [] });
    applyTabMessage({ kind: 'resync' }, follower);
    expect(follower.onResync).toHaveBeenCalledTimes(1);
  });

  it('has the leader act on an event and pass it on', () => {
    const leader = handlers();
    const post = vi.fn();
    const relaying = relayingHandlers(leader, post);
    relaying.onInvalidate({ type: 'couples.updated', ids: ['c1'] });
    relaying.onResync();
    expect(leader.onInvalidate).toHaveBeenCalledWith({ type: 'couples.updated', ids: ['c1'] });
    expect(leader.onResync).toHaveBeenCalledTimes(1);
    expect(post.mock.calls).toEqual([
      [{ kind: 'invalidate', event: { type: 'couples.updated', ids: ['c1'] } }],
      [{ kind: 'resync' }],
    ]);
  });

  it("keeps a dropped stream the leader's own: only its tab asks about the session", () => {
    const onDropped = vi.fn();
    const post = vi.fn();
    relayingHandlers({ ...handlers(), onDropped }, post).onDropped?.();
    expect(onDropped).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });
});
