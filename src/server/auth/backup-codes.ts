import { randomInt } from 'node:crypto';
import { BACKUP_CODE_ALPHABET, canonicalBackupCode } from '@shared/schemas/second-factors';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';

const CODES = 10;
const LENGTH = 10;

/** Ten codes of ten characters from an alphabet without look-alikes, as `abcde-12345`: 50 bits each. */
export function newBackupCodes(): string[] {
  return Array.from({ length: CODES }, () => {
    const code = Array.from(
      { length: LENGTH },
      () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)],
    ).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * How better-auth keeps an account's backup codes: encrypted with the app's secret, as it does by
 * default (so codes kept before still open), and read back in canonical form, the form the
 * request's code arrives in (ZBackupCodeSchema). Its check is an exact `includes`; this makes it
 * blind to case, spacing and look-alikes, for codes printed before as for new ones.
 */
export function backupCodeStorage(secret: string) {
  return {
    encrypt: (codesJson: string) => symmetricEncrypt({ key: secret, data: codesJson }),
    decrypt: async (stored: string) => {
      const codes = JSON.parse(await symmetricDecrypt({ key: secret, data: stored })) as string[];
      return JSON.stringify(codes.map(canonicalBackupCode));
    },
  };
}
