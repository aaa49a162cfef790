import { createHmac } from 'node:crypto';

// RFC 6238 (TOTP over RFC 4226's HOTP), written here so the tests check better-auth's codes
// against the standard rather than against better-auth itself. Shared by integration and e2e.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeBase32(text: string): Buffer {
  const clean = text.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The secret of an `otpauth://totp/...?secret=BASE32` URI, as the HMAC key. */
export function totpKeyOf(uri: string): Buffer {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${uri}`);
  return decodeBase32(secret);
}

/** The 6-digit code for `time` (ms), 30-second steps, HMAC-SHA1, as apps compute it. */
export function totpCode(key: Buffer, time: number, stepSeconds = 30, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / stepSeconds)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** A code that is wrong at `time` (and in the steps either side, which servers also accept). */
export function wrongTotpCode(key: Buffer, time: number): string {
  const near = new Set([-30_000, 0, 30_000].map((shift) => totpCode(key, time + shift)));
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
