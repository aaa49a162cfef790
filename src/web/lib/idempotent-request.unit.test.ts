import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { sendOnce } from './idempotent-request';

const lost = () => new ApiError(0, 'network', 'errors.network');

describe('sendOnce', () => {
  it('retries a lost answer with the same key, and uses a fresh key for each submission', async () => {
    const keys: string[] = [];
    const result = await sendOnce(
      async (key) => {
        keys.push(key);
        if (keys.length < 3) throw lost();
        return 'created';
      },
      [0, 0],
    );
    expect(result).toBe('created');
    expect(new Set(keys).size).toBe(1);
    let next = '';
    await sendOnce(async (key) => {
      next = key;
    });
    expect(next).not.toBe(keys[0]);
  });

  it('does not retry what the server refused, and gives up after its delays', async () => {
    let calls = 0;
    const refused = new ApiError(400, 'validation_failed', 'validation.titleRequired');
    await expect(
      sendOnce(async () => {
        calls++;
        throw refused;
      }, [0, 0]),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      sendOnce(async () => {
        calls++;
        throw lost();
      }, [0]),
    ).rejects.toMatchObject({ code: 'network' });
    expect(calls).toBe(2);
  });
});
