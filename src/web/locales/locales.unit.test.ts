import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@shared/constants';
import { IMAGE_RULES } from '@shared/image-rules';
import { mergeMessages } from '@web/lib/locale-loaders';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = path.resolve('src/web/locales');
const SCHEMAS_DIR = path.resolve('src/shared/schemas');

type Messages = Map<string, string>;

/** `{ a: { b: 'x' } }` becomes `a.b -> x`; every leaf must be a string. */
function flatten(value: unknown, prefix: string, into: Messages, file: string): Messages {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into, file);
    }
  } else {
    throw new Error(`${file}: ${prefix} is not a string or an object`);
  }
  return into;
}

const jsonFilesOf = (language: string) =>
  readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .sort();

function messagesOf(language: string): Map<string, Messages> {
  const byFile = new Map<string, Messages>();
  for (const file of jsonFilesOf(language)) {
    const full = path.join(LOCALES_DIR, language, file);
    byFile.set(file, flatten(JSON.parse(readFileSync(full, 'utf8')), '', new Map(), full));
  }
  return byFile;
}

const allMessagesOf = (language: string): Messages =>
  new Map([...messagesOf(language).values()].flatMap((messages) => [...messages]));

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1]).sort();

const es = messagesOf(FALLBACK_LANGUAGE);
const esMessages = allMessagesOf(FALLBACK_LANGUAGE);
const otherLanguages = LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

describe.each(otherLanguages)('locale %s', (language) => {
  const messages = messagesOf(language);

  it('has the same files as es', () => {
    expect([...messages.keys()]).toEqual([...es.keys()]);
  });

  it.each([...es.keys()])('%s has the same keys as es', (file) => {
    const keys = [...(messages.get(file)?.keys() ?? [])].sort();
    expect(keys).toEqual([...(es.get(file)?.keys() ?? [])].sort());
  });

  it("names the bottom bar's groups in its own words, not the spec's Spanish", () => {
    const navigation = messages.get('navigation.json');
    const spanishLeft = ['nav.us', 'nav.fun', 'nav.emotions'].filter(
      (key) => navigation?.get(key) === es.get('navigation.json')?.get(key),
    );
    expect(spanishLeft).toEqual([]);
  });

  it('keeps the {{placeholders}} of every es message', () => {
    const translated = allMessagesOf(language);
    const mismatches = [...esMessages].flatMap(([key, text]) => {
      const own = translated.get(key);
      const expected = placeholdersOf(text).join();
      if (own === undefined || placeholdersOf(own).join() === expected) return [];
      return [`${key}: es [${expected}], ${language} [${placeholdersOf(own).join()}]`];
    });
    expect(mismatches).toEqual([]);
  });
});

/**
 * Words a person reads about themselves or says of themselves (their emotions, the quiz, the deep
 * questions) fit everyone: none in the masculine that was these texts' default before.
 */
const words = (forms: string) => new RegExp(`(?<!\\p{L})(${forms})(?!\\p{L})`, 'iu');
const ONE_GENDER_ONLY: Record<string, RegExp> = {
  // "has querido decirme" is a verb, not how someone feels.
  es: words(
    '(cansad|emocionad|tranquil|amoros|molest|escuchad|orgullos|abrazad|conectad|enamorad)os?|(?<!has )querido',
  ),
  en: words('boyfriend|girlfriend|husband|wife'),
  fr: words(
    'heureux|fatigués?|contrariés?|sereins?|amoureux|aimés?|écoutés?|fiers?|blottis|connectés?',
  ),
  de: words('freund|freundin'),
  it: words(
    '(stanc|infastidit|emozionat|tranquill|innamorat|amat|ascoltat|orgoglios|abbracciat)[oi]',
  ),
  pt: words('(cansad|chatead|entusiasmad|tranquil|apaixonad|amad|ouvid|orgulhos|abraçad)os?'),
};
const ABOUT_THE_PERSON =
  /^(emotions\.(types|words)\.|games\.(quiz\.questions|deepQuestions\.items)\.|couple\.alreadyConnected$)/;

describe.each([...LANGUAGES])('locale %s, words about the person', (language) => {
  it('fit everyone: no emotion, quiz or question text in one gender only', () => {
    const pattern = ONE_GENDER_ONLY[language];
    if (!pattern) throw new Error(`no list of one-gender forms for ${language}`);
    const gendered = [...allMessagesOf(language)]
      .filter(([key, text]) => ABOUT_THE_PERSON.test(key) && pattern.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(gendered).toEqual([]);
  });
});

describe.each([...LANGUAGES])('locale %s content', (language) => {
  it('has no empty message', () => {
    const empty = [...allMessagesOf(language)].filter(([, text]) => text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('gives each namespace to one JSON file only (the index merges them by namespace)', () => {
    const owners = jsonFilesOf(language).flatMap((file) =>
      Object.keys(JSON.parse(readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'))),
    );
    expect(owners.filter((name, index) => owners.indexOf(name) !== index)).toEqual([]);
  });

  it('loads every JSON file of its folder, without an import per file', async () => {
    const firstPaint = mergeMessages(await import(`./${language}/index.ts`));
    const screens = mergeMessages(await import(`./${language}/screens.ts`));
    // The sign-in screen's texts come first; no file is in both parts.
    expect(Object.keys(firstPaint)).toEqual(expect.arrayContaining(['common', 'auth', 'errors']));
    expect(Object.keys(screens).filter((name) => name in firstPaint)).toEqual([]);
    const loaded = { ...firstPaint, ...screens };
    const expected = jsonFilesOf(language).flatMap((file) =>
      Object.keys(JSON.parse(readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'))),
    );
    expect(Object.keys(loaded).sort()).toEqual(expected.sort());
  });
});

/** Every .ts/.tsx file under a folder, tests left out (they may use made-up keys on purpose). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** A key exists as a message, as a plural (`key_one`/`key_other`) or as a group of messages. */
const existsInEs = (key: string) =>
  esMessages.has(key) ||
  esMessages.has(`${key}_other`) ||
  [...esMessages.keys()].some((known) => known.startsWith(`${key}.`));

function missingKeys(files: string[], patterns: RegExp[]) {
  const missing: string[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) {
        const key = match[2] ?? '';
        if (!existsInEs(key)) {
          missing.push(`${path.relative(process.cwd(), file)}: ${key}`);
        }
      }
    }
  }
  return [...new Set(missing)];
}

// The keys written in src/web are checked by tsc (src/web/types/i18next.d.ts types t() with the
// es files; src/web/lib/i18n-keys.typecheck.ts proves a missing key fails). The shared schemas'
// zod messages are keys too, but plain strings to tsc: they are checked here.
describe('keys used in the code exist in es', () => {
  it('as tsc sees them: every es file is typed in src/web/types/i18next.d.ts', () => {
    const typed = readFileSync(path.resolve('src/web/types/i18next.d.ts'), 'utf8');
    const untyped = jsonFilesOf(FALLBACK_LANGUAGE).filter(
      (file) => !typed.includes(`'@web/locales/${FALLBACK_LANGUAGE}/${file}'`),
    );
    expect(untyped).toEqual([]);
  });

  const NAMESPACED = /(['"])([a-zA-Z]+\.[A-Za-z0-9_.]+)\1/g;

  it('for every message key of the shared schemas', () => {
    // Every dotted literal in a schema is an error message key ('validation.x', 'couple.x').
    expect(missingKeys(sourceFiles(SCHEMAS_DIR), [NAMESPACED])).toEqual([]);
  });

  it('for every refusal message of the shared image rules', () => {
    const keys = Object.values(IMAGE_RULES).flatMap((rule) => Object.values(rule.messages));
    expect(keys.filter((key) => !existsInEs(key))).toEqual([]);
  });
});
