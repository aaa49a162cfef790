import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

// node:crypto's scrypt runs on libuv's thread pool, so hashing never blocks the event loop.

/**
 * How much work a new hash costs. `standard` is every real install's (a tenth of a second or
 * more of a core); `fast-for-tests` is the same scrypt with the smallest work factor, allowed
 * only under NODE_ENV=test (config.ts): a test suite signs up thousands of people, and what it
 * proves about passwords does not depend on the work factor (docs/TESTING.md).
 */
export type TPasswordHashing = 'standard' | 'fast-for-tests';

type Cost = Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>;
const COSTS: Record<TPasswordHashing, Cost> = {
  standard: { N: 16384, r: 16, p: 1 },
  'fast-for-tests': { N: 16, r: 1, p: 1 },
};
const KEY_LENGTH = 64;
/** scrypt needs 128 · N · r bytes; twice that leaves room. Bounds what a stored hash may ask. */
const maxmemOf = ({ N, r }: Cost) => 128 * N * r * 2;
const MAX_MEMORY = maxmemOf(COSTS.standard);

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

function deriveKey(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          { ...cost, maxmem: maxmemOf(cost) },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

/**
 * A stored hash: `scrypt:N:r:p:salt:key` (salt and key in hex), its cost written beside it so a
 * later version may raise the standard and still check older hashes. The first hashes carried
 * no cost (`salt:key`): theirs is the standard one.
 */
function parseHash(stored: string): { cost: Cost; salt: Buffer; key: Buffer } | null {
  const parts = stored.split(':');
  const [saltHex, keyHex] = parts.length === 2 ? parts : parts.slice(4);
  const cost =
    parts.length === 2
      ? COSTS.standard
      : parts.length === 6 && parts[0] === 'scrypt'
        ? { N: Number(parts[1]), r: Number(parts[2]), p: Number(parts[3]) }
        : null;
  if (!cost || !saltHex || !keyHex) return null;
  const isSane =
    [cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0) &&
    maxmemOf(cost) <= MAX_MEMORY;
  return isSane
    ? { cost, salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex') }
    : null;
}

/** Whether `password` is the one `hash` was made from, whatever cost it was made with. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const parsed = parseHash(hash);
  if (!parsed) return false;
  const actual = await deriveKey(password, parsed.salt, parsed.cost);
  return parsed.key.length === actual.length && timingSafeEqual(parsed.key, actual);
}

/** The hasher better-auth uses: new hashes at the configured cost, any stored one checked. */
export function passwordHasher(hashing: TPasswordHashing) {
  const cost = COSTS[hashing];
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16);
      const key = await deriveKey(password, salt, cost);
      return `scrypt:${cost.N}:${cost.r}:${cost.p}:${salt.toString('hex')}:${key.toString('hex')}`;
    },
    verify: verifyPassword,
  };
}

/** A hash at the standard cost (the bench seeds its people with one). */
export const hashPassword = passwordHasher('standard').hash;
