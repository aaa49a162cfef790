import { describe, expect, it } from 'vitest';
import { BACKUP_CODE_ALPHABET, canonicalBackupCode, ZBackupCodeSchema } from './second-factors';

describe('a typed backup code', () => {
  it.each([
    ['abcde-12345', 'abcde-12345'],
    ['ABCDE-12345', 'abcde-12345'],
    [' abcde 12345 ', 'abcde-12345'],
    ['abc de-123 45', 'abcde-12345'],
    ['abcde12345', 'abcde-12345'],
    // The look-alikes read as what they look like; the printed alphabet has none of them.
    ['I7uYg-Mj1lm', '17uyg-mj11m'],
    ['Ou019-abcde', '0u019-abcde'],
  ])('%s is compared as %s', (typed, canonical) => {
    expect(ZBackupCodeSchema.parse(typed)).toBe(canonical);
  });

  it.each(['abcd-1234', 'abcde-123456', 'abcde_12345', 'ñbcde-12345', ''])(
    'refuses %j with the format message',
    (typed) => {
      const result = ZBackupCodeSchema.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('privacy.secondStep.errors.backupFormat');
    },
  );

  it('prints only characters that read as themselves', () => {
    expect(BACKUP_CODE_ALPHABET).toHaveLength(32);
    expect(BACKUP_CODE_ALPHABET).not.toMatch(/[ilou]/);
    for (const letter of BACKUP_CODE_ALPHABET) {
      expect(canonicalBackupCode(letter.repeat(10))).toBe(
        `${letter.repeat(5)}-${letter.repeat(5)}`,
      );
    }
  });
});
