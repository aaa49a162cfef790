import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

// Generous: on a loaded 2-core machine one hash can take a second, and the burst's run in turn.
describe('password hashing', { timeout: 30_000 }, () => {
  it('verifies the right password and refuses another', async () => {
    const hash = await hashPassword('amor-123456');
    expect(await verifyPassword({ hash, password: 'amor-123456' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'amor-654321' })).toBe(false);
  });

  it('finishes every hash of a burst (they queue for the limited slots)', async () => {
    const hashes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => hashPassword(`clave-${i}`)),
    );
    expect(new Set(hashes).size).toBe(6);
    expect(await verifyPassword({ hash: hashes[5] ?? '', password: 'clave-5' })).toBe(true);
  });
});
