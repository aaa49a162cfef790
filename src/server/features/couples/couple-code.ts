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
