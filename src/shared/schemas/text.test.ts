import { describe, expect, it } from 'vitest';
import { ZSignUpSchema } from './auth';
import { ZUpdateProfileSchema } from './profile';
import { hasNoControlCharacters, hasVisibleCharacter } from './text';

describe('hasNoControlCharacters', () => {
  it.each([
    'Ana',
    'Lucía Pérez',
    'Zoë 💕',
    "O'Brien-Smith",
    '',
    'محمد',
    'עִבְרִית',
    '👩‍❤️‍👨',
    'Jürgen\u200dK',
  ])('accepts %j', (value) => {
    expect(hasNoControlCharacters(value)).toBe(true);
  });

  it.each([
    ['NUL', 'Bo\u0000b'],
    ['tab', 'a\tb'],
    ['line feed', 'a\nb'],
    ['unit separator', 'a\u001fb'],
    ['DEL', 'a\u007fb'],
    ['C1 next line', 'a\u0085b'],
    ['C1 CSI', 'a\u009bb'],
    ['C1 first', 'a\u0080'],
    ['right-to-left override', 'evil\u202egnp.exe'],
    ['left-to-right embedding', 'a\u202ab'],
    ['pop directional formatting', 'a\u202cb'],
    ['right-to-left isolate', 'a\u2067b'],
    ['pop directional isolate', 'a\u2069b'],
    ['lone high surrogate', 'a\ud83db'],
    ['lone low surrogate', 'a\udc95'],
    ['reversed surrogate pair', '\udc95\ud83d'],
  ])('refuses a %s', (_, value) => {
    expect(hasNoControlCharacters(value)).toBe(false);
  });
});

describe('hasVisibleCharacter', () => {
  it.each(['A', ' a ', '💕', '中', '\u200ba'])('finds one in %j', (value) => {
    expect(hasVisibleCharacter(value)).toBe(true);
  });

  it.each([
    '\u200b',
    '\u200b\u200c\u200d\ufeff',
    '\u00a0\u3000',
    '\u2060\u180e',
    '\u0301\u0302',
    '\u3164\u115f',
    '\u2800',
    '',
  ])('finds none in %j', (value) => {
    expect(hasVisibleCharacter(value)).toBe(false);
  });
});

describe('the name rule, as the forms and the server apply it', () => {
  const signUp = (fullName: string) =>
    ZSignUpSchema.safeParse({ email: 'ana@example.com', password: 'secret1', fullName });

  it.each([
    ['\u200b', 'validation.nameRequired'],
    ['\u200b\u200d', 'validation.nameRequired'],
    ['Ana\u0085', 'validation.nameInvalid'],
    ['Ana\u202e', 'validation.nameInvalid'],
    ['Ana\ud800', 'validation.nameInvalid'],
  ])('refuses %j at sign-up with %s', (fullName, message) => {
    expect(signUp(fullName).error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ['\u200b', 'profile.nameRequired'],
    ['Ana\u009b', 'validation.nameInvalid'],
    ['\u2066Ana\u2069', 'validation.nameInvalid'],
  ])('refuses %j in the profile with %s', (fullName, message) => {
    expect(ZUpdateProfileSchema.safeParse({ fullName }).error?.issues[0]?.message).toBe(message);
  });

  it('keeps a name with a zero-width joiner inside an emoji', () => {
    expect(signUp('Ana 👩‍❤️‍👨').success).toBe(true);
  });
});
