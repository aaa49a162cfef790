import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import fc from 'fast-check';

/** Strings that have broken parsers, databases and text rules before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u200b',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u2066',
  '\u0085',
  '\r\n\t',
  '\u1160\u3164',
  'ñandú 😀👩‍❤️‍👨 🇪🇸',
  'Z̴̡̢̛̖̗̘̙̜̝̞̟̠͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌ͅ',
  '../../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '{{constructor}}',
  '__proto__',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '-271821-04-19',
  'true',
  'null',
  '%00',
  '%E0%A4%A',
];

const OVERSIZED_LENGTHS = [21, 101, 256, 1_001, 2_001, 70_000];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom('\u200b', '\u202e', 'é', '\ud83d', ' ', 'a'), maxLength: 12 }),
  fc
    .tuple(fc.constantFrom(...OVERSIZED_LENGTHS), fc.constantFrom('a', 'ñ', '😀', ' ', '\u200b'))
    .map(([length, unit]) => unit.repeat(length)),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, true, false, null),
);

/** Any JSON value, shallow, with hostile leaves: a wrong type in a field that wants a string. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, leaf, { maxKeys: 3 }) },
);

/** A value the field would accept, so that hostile neighbours reach code past validation. */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  title: fc.constantFrom('Cena', 'Viaje a Lisboa'),
  text: fc.constantFrom('Qué bonito 💕', 'x'.repeat(500)),
  description: fc.constantFrom('Una noche bonita', null),
  eventDate: fc.constantFrom('2026-02-14', '2024-02-29'),
  eventType: fc.constantFrom('plan', 'intimacy', 'other'),
  memoryDate: fc.constantFrom('2025-06-01', ''),
  removeImage: fc.constantFrom('true', 'false'),
  completed: fc.boolean(),
  petType: fc.constantFrom('dog', 'cat', 'dragon'),
  petName: fc.constantFrom('Chispa', 'Luna'),
  petColor: fc.constantFrom('#ff88aa', '#000000'),
  emotionType: fc.constantFrom('feliz', 'triste', 'neutral'),
  answer: fc.constantFrom('Contigo, siempre', 'Uno\nDos'),
  code: fc.constantFrom('ABCDEFGH', 'ZZZZ2222'),
  relationshipStartDate: fc.constantFrom('2024-02-14', '2020-01-01'),
  fullName: fc.constantFrom('Ana García', 'Bruno'),
  experienceDate: fc.constantFrom('2025-05-05', ''),
  rating: fc.integer({ min: 0, max: 6 }),
  q1: fc.constantFrom('sleepIn', 'breakfastOut'),
  q2: fc.constantFrom('beach', 'mountains'),
  q3: fc.constantFrom('picnic'),
  q4: fc.constantFrom('time'),
  q5: fc.constantFrom('silentHug', 'talkItOut'),
  email: fc.constantFrom('ana@example.com', 'no-es-un-email'),
  password: fc.constantFrom('amor-123456', 'x'),
  callbackURL: fc.constantFrom('/', 'https://evil.example/'),
  rememberMe: fc.boolean(),
};
const FIELDS = Object.keys(PLAUSIBLE);

const fieldValue = (field: string) =>
  fc.oneof(PLAUSIBLE[field] ?? hostileValue, hostileValue, hostileValue);

/** A JSON object with some of the app's field names (valid or hostile) and some strange keys. */
export const hostileObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc
      .subarray(FIELDS, { maxLength: 6 })
      .chain((fields) =>
        fc.tuple(
          ...fields.map((field) => fieldValue(field).map((value) => [field, value] as const)),
        ),
      ),
    fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
  )
  .map(([known, extra]) => ({ ...extra, ...Object.fromEntries(known) }));

/** How a body travels: the encodings the app must refuse cleanly as well as the one it wants. */
export type HostileBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'form'; fields: Record<string, string>; files: { bytes: Uint8Array; type: string }[] }
  | { kind: 'none' };

const formFile = fc.record({
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    // A PNG signature followed by garbage: passes a sniff, fails the decoder.
    fc
      .uint8Array({ maxLength: 64 })
      .map((rest) => new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, ...rest])),
    // The start of a JPEG, truncated.
    fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0])),
  ),
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/heic',
    'text/html',
    '',
    'application/x-msdownload',
  ),
});

export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .oneof(hostileObject, hostileValue)
      .map((value) => ({ kind: 'json' as const, value })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      text: fc.oneof(
        fc.constantFrom(
          '{',
          '{"title":',
          '[1,2',
          'null',
          '"x"',
          '{"a":1}{"b":2}',
          '\u0000',
          '{"__proto__":{"x":1}}',
        ),
        hostileString,
        fc.constant(`{"title":"${'a'.repeat(1_100_000)}"}`),
      ),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=nope',
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('form' as const),
      fields: fc.dictionary(
        fc.oneof(
          fc.constantFrom(...FIELDS),
          hostileString.filter((key) => key.length > 0),
        ),
        hostileString,
        { maxKeys: 4 },
      ),
      files: fc.array(formFile, { maxLength: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

/** Only header-safe characters: fetch itself refuses others before the app sees them. */
const headerSafe = (value: string) => [...value].filter((ch) => ch >= ' ' && ch <= '~').join('');

export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    [TIME_ZONE_HEADER]: fc.oneof(
      fc.constantFrom('Europe/Madrid', 'Pacific/Kiritimati', 'Not/AZone', 'UTC+99', '', '../../x'),
      hostileString.map(headerSafe),
    ),
    'accept-language': fc.constantFrom('es', 'en-US,en;q=0.9', '*', 'zz'),
  },
  { requiredKeys: [] },
);

const QUERY_KEYS = [
  'month',
  'type',
  'filter',
  'sort',
  'cursor',
  'limit',
  'expires',
  'signature',
  'token',
  'callbackURL',
  'before',
];

/** A query string: known keys with hostile values, repeated keys, and broken percent-escapes. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileString), hostileString), {
      maxLength: 4,
    })
    .map((pairs) => new URLSearchParams(pairs).toString()),
  fc.constantFrom(
    'month=%E0%A4%A',
    'cursor=%',
    'limit=%00',
    'sort=date-desc&sort=title',
    'a[b]=c',
    '=&&=',
  ),
);

/** Lone surrogates cannot be percent-encoded (URIError): they become U+FFFD, as a browser does. */
const wellFormed = (value: string) =>
  value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );

/**
 * A path segment for a `:param`: a real id of the caller's couple (to reach the handler's logic)
 * or something hostile, percent-encoded or left raw.
 */
export function hostileSegment(validIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...validIds),
    fc.uuid().map(String),
    hostileString
      .filter((value) => value.length > 0 && value.length < 3000)
      .map((value) => encodeURIComponent(wellFormed(value))),
    fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '..',
      '%2e%2e',
      '0',
      '-1',
      '101',
      '99999999999',
      '1e3',
      ' ',
    ),
  );
}
