import { LIMITS } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { ZPasswordSchema } from './auth';

const message = (password: string) => ZPasswordSchema.safeParse(password).error?.issues[0]?.message;

describe('the password length rule (better-auth counts UTF-16 units: an emoji is 2)', () => {
  it('accepts exactly the maximum, counted with an emoji', () => {
    const password = `${'a'.repeat(LIMITS.passwordMax - 2)}💕`;
    expect(password.length).toBe(LIMITS.passwordMax);
    expect(ZPasswordSchema.safeParse(password).success).toBe(true);
  });

  it('refuses one unit more: 71 letters and an emoji', () => {
    expect(message(`${'a'.repeat(LIMITS.passwordMax - 1)}💕`)).toBe('validation.passwordTooLong');
  });

  it('counts an emoji as two towards the minimum too', () => {
    expect(ZPasswordSchema.safeParse(`${'a'.repeat(LIMITS.passwordMin - 2)}💕`).success).toBe(true);
    expect(message(`${'a'.repeat(LIMITS.passwordMin - 3)}💕`)).toBe('validation.passwordTooShort');
  });
});
