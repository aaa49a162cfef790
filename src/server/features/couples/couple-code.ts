import { randomBytes } from 'node:crypto';
import { COUPLE_CODE_ALPHABET, LIMITS } from '@shared/constants';

/**
 * A fresh couple code: 8 symbols from the 32-letter alphabet. 32 is a power of two, so masking a
 * random byte to 5 bits picks every symbol with the same probability (no modulo bias).
 * 32^8 ≈ 10^12 codes: guessing one is hopeless, and joins are rate-limited on top.
 */
export function generateCoupleCode(): string {
  const bytes = randomBytes(LIMITS.coupleCodeLength);
  let code = '';
  for (const byte of bytes) code += COUPLE_CODE_ALPHABET[byte & 31];
  return code;
}

const CODE_ATTEMPTS = 5;

/**
 * Inserts with a fresh code until one is free: `insert` answers null for a code already taken
 * (the unique index decides), and a new one is drawn, up to five times (a collision is about one
 * in 10^12; five in a row means something else is wrong).
 */
export async function withFreeCoupleCode<T>(
  insert: (code: string) => Promise<T | null>,
  draw: () => string = generateCoupleCode,
): Promise<T> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const inserted = await insert(draw());
    if (inserted) return inserted;
  }
  throw new Error(`No free couple code after ${CODE_ATTEMPTS} attempts`);
}
