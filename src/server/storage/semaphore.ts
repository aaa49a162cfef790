/**
 * Runs at most `limit` tasks at once; the rest wait their turn in arrival order. In process
 * only: it bounds one instance's memory, which is what it is for.
 */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const acquire = async () => {
    if (running < limit) {
      running++;
      return;
    }
    // The slot is handed over by release() without ever dropping `running`, so a task arriving
    // in between cannot jump the queue.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running now and tasks waiting, for tests and diagnostics. */
    get stats() {
      return { running, waiting: waiting.length };
    },
  };
}

export type Semaphore = ReturnType<typeof createSemaphore>;
