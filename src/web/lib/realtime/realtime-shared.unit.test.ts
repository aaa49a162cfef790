import { FakeEventSource } from '@test/fake-event-source';
import { FakeLocks, fakeChannels } from '@test/fake-tabs';
import { describe, expect, it, vi } from 'vitest';
import { connectRealtime } from './realtime-connection';
import { type SharingOptions, shareRealtime } from './realtime-shared';

const NAME = 'juntos-realtime:u1';
const EVENT = '{"type":"pet.changed","ids":["p1"]}';

/** Browser tabs of one user; each stream they open is recorded with the tab that opened it. */
function browser(sharing: Omit<SharingOptions, 'connect'>) {
  const streams: Array<{ tab: string; source: FakeEventSource }> = [];
  const openTab = (tab: string) => {
    const handlers = { onInvalidate: vi.fn(), onResync: vi.fn() };
    const connection = shareRealtime(NAME, handlers, {
      ...sharing,
      connect: (tabHandlers) =>
        connectRealtime(tabHandlers, {
          createSource: () => {
            const source = new FakeEventSource();
            streams.push({ tab, source });
            return source;
          },
        }),
    });
    return { ...handlers, connection };
  };
  const open = () => streams.filter(({ source }) => !source.isClosed);
  return { streams, open, openTab };
}

/** Lets lock grants and their promise chains run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const sharedBrowser = () => browser({ locks: new FakeLocks(), openChannel: fakeChannels() });

describe('one realtime stream shared by the tabs', () => {
  it('opens one stream for three tabs and brings its events to all of them', async () => {
    const { streams, openTab } = sharedBrowser();
    const tabs = [openTab('a'), openTab('b'), openTab('c')];
    await settle();
    expect(streams.map(({ tab }) => tab)).toEqual(['a']);

    const { source } = streams[0]!;
    source.emit('ready', '{"coupleId":null}');
    source.emit('invalidate', EVENT);
    for (const tab of tabs) {
      expect(tab.onInvalidate).toHaveBeenCalledWith({ type: 'pet.changed', ids: ['p1'] });
    }
    // What the tabs fetched before the stream listened is refetched in every tab: by the leader
    // once its stream is ready, by the others on joining too (they cannot tell whether the
    // stream they joined is new: tabs opened at once refetch twice, none misses an event).
    expect(tabs.map((tab) => tab.onResync.mock.calls.length)).toEqual([1, 2, 2]);
  });

  it('has a tab that joins a running stream refetch once what it may have missed', async () => {
    const { streams, openTab } = sharedBrowser();
    const a = openTab('a');
    await settle();
    streams[0]?.source.emit('ready', '{"coupleId":null}');
    expect(a.onResync).toHaveBeenCalledTimes(1);
    // A tab opened now fetched its screen before listening: an event relayed in between was
    // lost to it (a third tab kept its partner's old name), so it refetches on joining.
    const late = openTab('late');
    await settle();
    expect(streams).toHaveLength(1);
    expect(late.onResync).toHaveBeenCalledTimes(1);
    expect(a.onResync).toHaveBeenCalledTimes(1);
    streams[0]?.source.emit('invalidate', EVENT);
    expect(late.onInvalidate).toHaveBeenCalledWith({ type: 'pet.changed', ids: ['p1'] });
  });

  it('hands the stream to a waiting tab when the leader closes, and resyncs everyone', async () => {
    const { streams, open, openTab } = sharedBrowser();
    const [a, b, c] = [openTab('a'), openTab('b'), openTab('c')];
    await settle();
    a.connection.close();
    await settle();
    expect(open().map(({ tab }) => tab)).toEqual(['b']);
    expect(streams[0]?.source.isClosed).toBe(true);

    // Events may have been lost between the two streams: refetch once the new one is ready.
    const { source } = open()[0]!;
    const before = [b, c].map((tab) => tab.onResync.mock.calls.length);
    source.emit('ready', '{"coupleId":null}');
    expect([b, c].map((tab) => tab.onResync.mock.calls.length)).toEqual(
      before.map((count) => count + 1),
    );
    expect(a.onResync).not.toHaveBeenCalled();
    source.emit('invalidate', EVENT);
    expect(c.onInvalidate).toHaveBeenCalledTimes(1);
    expect(a.onInvalidate).not.toHaveBeenCalled();
  });

  it('never opens a stream for a tab closed while it waited', async () => {
    const { open, openTab } = sharedBrowser();
    const [a, b] = [openTab('a'), openTab('b'), openTab('c')];
    await settle();
    b.connection.close();
    a.connection.close();
    await settle();
    expect(open().map(({ tab }) => tab)).toEqual(['c']);
  });

  it('keeps a stream per tab where locks or BroadcastChannel are missing', async () => {
    for (const sharing of [
      { locks: undefined, openChannel: fakeChannels() },
      { locks: new FakeLocks(), openChannel: undefined },
    ]) {
      const { open, openTab } = browser(sharing);
      openTab('a');
      openTab('b');
      await settle();
      expect(open().map(({ tab }) => tab)).toEqual(['a', 'b']);
    }
  });

  it('opens its own stream when the browser refuses the lock', async () => {
    const locks = { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) };
    const { open, openTab } = browser({ locks, openChannel: fakeChannels() });
    openTab('a');
    await settle();
    expect(open().map(({ tab }) => tab)).toEqual(['a']);
  });
});
