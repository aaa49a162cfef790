import { describe, expect, it } from 'vitest';
import { ZSignUpSchema } from './auth';
import { ZCreateBucketItemSchema } from './bucket-list';
import { ZSaveDatePlanExperienceSchema } from './date-plans';
import { ZCreateEventSchema } from './events';
import { ZCreateMemorySchema } from './memories';
import { ZCreatePetSchema } from './pet';
import { ZUpdateProfileSchema } from './profile';
import { hasNoControlCharacters, hasOnlyParagraphCharacters, hasVisibleCharacter } from './text';

// Every refused class, named, for both the one-line and the paragraph rule.
const REFUSED_IN_BOTH: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['bell', 'a\u0007b'],
  ['vertical tab', 'a\u000bb'],
  ['form feed', 'a\u000cb'],
  ['escape', 'a\u001b[31m'],
  ['unit separator', 'a\u001fb'],
  ['DEL', 'a\u007fb'],
  ['C1 first', 'a\u0080'],
  ['C1 next line', 'a\u0085b'],
  ['C1 CSI', 'a\u009bb'],
  ['C1 last', 'a\u009f'],
  ['left-to-right embedding', 'a\u202ab'],
  ['right-to-left embedding', 'a\u202bb'],
  ['pop directional formatting', 'a\u202cb'],
  ['left-to-right override', 'a\u202db'],
  ['right-to-left override', 'evil\u202egnp.exe'],
  ['left-to-right isolate', 'a\u2066b'],
  ['right-to-left isolate', 'a\u2067b'],
  ['first strong isolate', 'a\u2068b'],
  ['pop directional isolate', 'a\u2069b'],
  ['lone high surrogate', 'a\ud83db'],
  ['lone low surrogate', 'a\udc95'],
  ['reversed surrogate pair', '\udc95\ud83d'],
];

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

describe('hasOnlyParagraphCharacters', () => {
  it.each([
    'Una tarde preciosa',
    'línea uno\nlínea dos',
    'windows\r\nlines',
    'col1\tcol2',
    '\t\n\r',
    '',
    '👩‍❤️‍👨 y 👨‍👩‍👧‍👦 juntos',
    '🏳️‍🌈',
    'محمد\nעִבְרִית',
    'Jürgen\u200dK',
  ])('accepts %j', (value) => {
    expect(hasOnlyParagraphCharacters(value)).toBe(true);
  });

  it.each(REFUSED_IN_BOTH)('refuses a %s', (_, value) => {
    expect(hasOnlyParagraphCharacters(value)).toBe(false);
  });

  it.each(REFUSED_IN_BOTH)('agrees with the one-line rule on a %s', (_, value) => {
    expect(hasNoControlCharacters(value)).toBe(false);
  });
});

describe('the title rule, as the forms and the server apply it', () => {
  const titled = [
    ['events', (title: string) => ZCreateEventSchema.safeParse({ title, eventDate: '2027-01-01' })],
    ['bucket list', (title: string) => ZCreateBucketItemSchema.safeParse({ title })],
    ['memories', (title: string) => ZCreateMemorySchema.safeParse({ title })],
  ] as const;

  describe.each(titled)('%s', (_, parse) => {
    it.each(['\u200b', '\u200b\u200d\ufeff', ' \u2060 ', '\u0301', '\u3164', '\u2800'])(
      'refuses the invisible title %j as missing',
      (title) => {
        expect(parse(title).error?.issues[0]?.message).toBe('validation.titleRequired');
      },
    );

    it('keeps a title that is an emoji sequence with zero-width joiners', () => {
      expect(parse('👩‍❤️‍👨').success).toBe(true);
    });
  });

  const petName = (petName: string) => ZCreatePetSchema.safeParse({ petType: 'dog', petName });

  it.each([
    ['\u200b', 'pet.incomplete'],
    ['\u200c\u200d', 'pet.incomplete'],
    ['Lu\u202ena', 'pet.nameInvalid'],
    ['Luna\u0085', 'pet.nameInvalid'],
    ['Luna\ud800', 'pet.nameInvalid'],
  ])('refuses the pet name %j with %s', (name, message) => {
    expect(petName(name).error?.issues[0]?.message).toBe(message);
  });

  it('keeps a pet name with an emoji sequence', () => {
    expect(petName('Luna 🐈‍⬛').success).toBe(true);
  });
});

describe('the paragraph rule, as the forms and the server apply it', () => {
  const described = [
    [
      'events',
      'events.textInvalid',
      (description: string) =>
        ZCreateEventSchema.safeParse({ title: 'Cena', eventDate: '2027-01-01', description }),
    ],
    [
      'bucket list',
      'bucketList.textInvalid',
      (description: string) => ZCreateBucketItemSchema.safeParse({ title: 'Viaje', description }),
    ],
    [
      'memories',
      'memories.textInvalid',
      (description: string) => ZCreateMemorySchema.safeParse({ title: 'Lisboa', description }),
    ],
    [
      'date-plan experience',
      'errors.invalidInput',
      (description: string) => ZSaveDatePlanExperienceSchema.safeParse({ description }),
    ],
  ] as const;

  describe.each(described)('%s', (_, invalidKey, parse) => {
    it.each(REFUSED_IN_BOTH)('refuses a %s with the field’s invalid message', (_, description) => {
      const result = parse(`Hola ${description}`);
      expect(result.error?.issues[0]?.message).toBe(invalidKey);
      expect(result.error?.issues[0]?.path).toEqual(['description']);
    });

    it('keeps tabs, line breaks and emoji sequences as written', () => {
      const description = 'línea uno\r\nlínea dos\n\tcon 👩‍❤️‍👨';
      const result = parse(description);
      expect(result.success).toBe(true);
      expect(result.data?.description).toBe(description);
    });
  });
});
