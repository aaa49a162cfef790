import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('semaphore', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order', async () => {
    const semaphore = createSemaphore(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running++;
      peak = Math.max(peak, running);
      await tick();
      running--;
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => semaphore.run(task(id))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(semaphore.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'next')).toBe('next');
    expect(semaphore.stats).toEqual({ running: 0, waiting: 0 });
  });
});
