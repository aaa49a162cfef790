import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS } from '@shared/constants';
import { ZPasswordSchema } from '@shared/schemas/auth';
import { ZEditChatMessageSchema, ZSendChatMessageSchema } from '@shared/schemas/chat';
import { ZDailyAnswerSchema } from '@shared/schemas/daily-questions';
import { ZCreateEventSchema } from '@shared/schemas/events';
import { issueParams } from '@shared/schemas/issue-params';
import { ZCreatePetSchema } from '@shared/schemas/pet';
import { ZUpdateProfileSchema } from '@shared/schemas/profile';
import { ZCommentSchema } from '@shared/schemas/reactions';
import { ZPasskeyNameSchema } from '@shared/schemas/second-factors';
import { runtimeKey } from '@web/lib/i18n-keys';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

// A limit lives in LIMITS alone: its message takes `{{max}}` (or `{{min}}`) from the issue the
// shared schema raised, and reads in Spanish exactly as when the number was written in.
const SPANISH = path.resolve('src/web/locales/es');
const i18n = i18next.createInstance();

beforeAll(async () => {
  const translation = Object.assign(
    {},
    ...readdirSync(SPANISH)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(SPANISH, file), 'utf8'))),
  );
  await i18n.init({
    lng: 'es',
    resources: { es: { translation } },
    interpolation: { escapeValue: false },
  });
});

/** The text a form shows for the first problem of `input`, as `useZodForm` words it. */
function shown(schema: { safeParse: (input: unknown) => unknown }, input: unknown): string {
  const parsed = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: Parameters<typeof issueParams>[0][] };
  };
  const [issue] = parsed.error?.issues ?? [];
  if (!issue) throw new Error('expected a problem');
  return i18n.t(runtimeKey(issue.message), issueParams(issue));
}

const over = (limit: number) => 'a'.repeat(limit + 1);

describe('limit messages', () => {
  it.each([
    ['a comment', ZCommentSchema, { text: over(LIMITS.commentMax) }, 'Máximo 500 caracteres'],
    [
      'a chat message',
      ZSendChatMessageSchema,
      { text: over(LIMITS.chatMessageMax) },
      'Máximo 2000 caracteres',
    ],
    [
      'a chat message rewritten',
      ZEditChatMessageSchema,
      { text: over(LIMITS.chatMessageMax) },
      'Máximo 2000 caracteres',
    ],
    [
      'a daily answer',
      ZDailyAnswerSchema,
      { answer: over(LIMITS.dailyAnswerMax) },
      'La respuesta puede tener hasta 1000 caracteres',
    ],
    [
      "a passkey's name",
      ZPasskeyNameSchema,
      over(LIMITS.passkeyNameMax),
      'El nombre debe tener como máximo 50 caracteres',
    ],
    [
      "the pet's name",
      ZCreatePetSchema,
      { petType: 'cat', petName: over(LIMITS.petNameMax) },
      'El nombre debe tener como máximo 20 caracteres',
    ],
    [
      "the profile's name",
      ZUpdateProfileSchema,
      { fullName: over(LIMITS.nameMax) },
      'El nombre debe tener menos de 100 caracteres',
    ],
    [
      'a title',
      ZCreateEventSchema,
      { title: over(LIMITS.titleMax), eventDate: '2027-01-01' },
      'El título debe tener menos de 100 caracteres',
    ],
    [
      'a description',
      ZCreateEventSchema,
      { title: 'Cena', eventDate: '2027-01-01', description: over(LIMITS.descriptionMax) },
      'La descripción debe tener menos de 1000 caracteres',
    ],
    [
      'a short password',
      ZPasswordSchema,
      'a'.repeat(LIMITS.passwordMin - 1),
      'La contraseña debe tener al menos 6 caracteres',
    ],
  ])('%s says its limit as before', (_label, schema, input, spanish) => {
    expect(shown(schema, input)).toBe(spanish);
  });

  it('no length message writes its number in, in any language', () => {
    const locales = path.resolve('src/web/locales');
    for (const language of readdirSync(locales).filter((name) => !name.includes('.'))) {
      for (const file of readdirSync(path.join(locales, language))) {
        const text = readFileSync(path.join(locales, language, file), 'utf8');
        expect(text, `${language}/${file}`).not.toMatch(/(TooLong|TooShort)": "[^"]*[0-9]/);
      }
    }
  });
});
