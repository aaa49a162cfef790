import type { OpenTabChannel, TabLocks } from '@web/lib/realtime/realtime-shared';

/** For tests: exclusive Web Locks, granted in request order, as a browser does across tabs. */
export class FakeLocks implements TabLocks {
  private readonly held = new Set<string>();
  private readonly waiting = new Map<string, Array<() => void>>();

  async request(
    name: string,
    { ifAvailable, signal }: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: Lock | null) => Promise<void> | undefined,
  ): Promise<unknown> {
    if (this.held.has(name)) {
      if (ifAvailable) return callback(null);
      await this.wait(name, signal);
    }
    this.held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      // Handed straight to the next in line, so no later request can slip in between.
      const next = this.waiting.get(name)?.shift();
      if (next) next();
      else this.held.delete(name);
    }
  }

  private wait(name: string, signal: AbortSignal | undefined) {
    const queue = this.waiting.get(name) ?? [];
    this.waiting.set(name, queue);
    return new Promise<void>((resolve, reject) => {
      queue.push(resolve);
      signal?.addEventListener('abort', () => {
        const index = queue.indexOf(resolve);
        if (index < 0) return;
        queue.splice(index, 1);
        reject(new DOMException('The request was aborted', 'AbortError'));
      });
    });
  }
}

/** For tests: BroadcastChannels of one origin; a message reaches every other open one. */
export function fakeChannels(): OpenTabChannel {
  const open = new Set<{ name: string; onMessage: (data: unknown) => void }>();
  return (name, onMessage) => {
    const self = { name, onMessage };
    open.add(self);
    return {
      post: (message) => {
        for (const other of open) {
          if (other !== self && other.name === name) other.onMessage(structuredClone(message));
        }
      },
      close: () => open.delete(self),
    };
  };
}
