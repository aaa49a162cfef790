import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

// node:crypto's scrypt runs on libuv's thread pool, so hashing never blocks the event loop.
const PARAMS: ScryptOptions = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const KEY_LENGTH = 64;
/**
 * Hashes at once. Each one keeps a core busy for a tenth of a second or more, and libuv runs four
 * at a time: a burst of sign-ins would take every core of a small server, and every other request
 * would wait for CPU behind them. One core is always left for answering requests; the burst's
 * sign-ins queue instead (measured: `npm run bench`, the sign-in storm).
 */
const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
let runningHashes = 0;
const waitingHashes: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finished hash hands its slot straight to the next in line, so the count never overshoots.
  if (runningHashes < MAX_CONCURRENT_HASHES) runningHashes++;
  else await new Promise<void>((resolve) => waitingHashes.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingHashes.shift();
    if (next) next();
    else runningHashes--;
  }
}

function deriveKey(password: string, salt: Buffer): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Returns `salt:key`, both hex. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt);
  return `${salt.toString('hex')}:${key.toString('hex')}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const [saltHex, keyHex] = hash.split(':');
  if (!saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await deriveKey(password, Buffer.from(saltHex, 'hex'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
