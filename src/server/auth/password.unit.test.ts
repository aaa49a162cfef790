import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHasher, verifyPassword } from './password';

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

  it('writes its cost beside each hash, and checks a hash of any cost, the first ones too', async () => {
    const standard = await hashPassword('amor-123456');
    expect(standard).toMatch(/^scrypt:16384:16:1:[0-9a-f]{32}:[0-9a-f]{128}$/);
    const light = await passwordHasher('fast-for-tests').hash('amor-123456');
    expect(light).toMatch(/^scrypt:16:1:1:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: light, password: 'amor-123456' })).toBe(true);
    expect(await verifyPassword({ hash: light, password: 'amor-12345' })).toBe(false);
    // A hash as the first versions stored it (salt:key, the standard cost), made here by hand.
    const [, , , , salt = '', key = ''] = standard.split(':');
    expect(await verifyPassword({ hash: `${salt}:${key}`, password: 'amor-123456' })).toBe(true);
  });

  it('refuses a stored hash it cannot read or that asks for more memory than the standard', async () => {
    const [, , , , salt = '', key = ''] = (await hashPassword('x-123456')).split(':');
    for (const hash of [
      '',
      'nope',
      `scrypt:1048576:16:1:${salt}:${key}`,
      `bcrypt:1:1:1:${salt}:${key}`,
    ]) {
      expect(await verifyPassword({ hash, password: 'x-123456' })).toBe(false);
    }
  });
});
