import { ManualClock } from '@server/jobs/clock';
import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import { coupleChannel } from '@shared/realtime-events';
import type { TDashboard } from '@shared/schemas/dashboard';
import type { TLetter } from '@shared/schemas/letters';
import { expectCoupleScoped } from '@test/authorization';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import type { TestClient } from '@test/http-client';
import { pngImage } from '@test/image-fixtures';
import {
  editLetter,
  type LetterForm,
  listLetters,
  openLetter,
  writeLetter,
} from '@test/letter-fixtures';
import { realtimeEventsOn } from '@test/realtime-fixtures';
import { openRealtimeStream, serveTestApp } from '@test/sse-client';
import { setupTestApp } from '@test/test-app';
import { voiceRecording } from '@test/voice-fixtures';
import { describe, expect, it } from 'vitest';

// 12:00 in Madrid on 10 March: the writer's and the reader's today is the 10th.
const NOON = new Date('2026-03-10T11:00:00Z');
const clock = new ManualClock(NOON);
const testApp = setupTestApp({}, { clock });
const MADRID = { [TIME_ZONE_HEADER]: 'Europe/Madrid' };
const HOUR = 60 * 60 * 1000;

const WORDS = 'Te escribo desde la terraza de Lisboa';
const WHEN_WORDS = 'Eres lo mejor de mis días, aunque estés triste';

async function writeOk(client: TestClient, form: LetterForm) {
  const response = await writeLetter(client, form, MADRID);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A dated letter with a photo and an "ábrela cuando..." one, both from A to B. */
async function sealedLetters(couple: CoupleFixture) {
  const dated = await writeOk(couple.a.client, {
    body: WORDS,
    opensOn: '2026-03-14',
    file: { bytes: await pngImage() },
    voice: voiceRecording(),
  });
  const whenSad = await writeOk(couple.a.client, { body: WHEN_WORDS, openWhenSuggestion: 'sad' });
  const { rows } = await testApp.deps.pool.query<{ image_path: string; voice_path: string }>(
    'select image_path, voice_path from letters where id = $1',
    [dated.id],
  );
  const imagePath = rows[0]?.image_path ?? '';
  expect(imagePath).toMatch(new RegExp(`^${couple.couple.id}/`));
  return { dated, whenSad, imagePath, voicePath: rows[0]?.voice_path ?? '' };
}

/** What must never reach the reader of a sealed letter: its words, its files' paths and URLs. */
const secretsOf = (letter: TLetter, paths: string[]) => [
  'Lisboa',
  'triste',
  ...paths.flatMap((path) => [path, path.split('/').at(-1) ?? path]),
  ...[letter.content?.imageUrl, letter.content?.voice?.url].flatMap((url) =>
    url ? [new URL(url, 'http://x').pathname] : [],
  ),
];

function expectNothingOf(label: string, body: unknown, secrets: string[]) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  for (const secret of secrets) expect(text, `${label} leaks ${secret}`).not.toContain(secret);
}

describe('letters: access', () => {
  it('serves only the caller’s couple on every route', async () => {
    clock.set(NOON);
    const seed = async (owner: CoupleFixture) =>
      (
        await writeOk(owner.a.client, {
          body: 'Carta secreta de otra pareja',
          opensOn: '2026-04-01',
        })
      ).id;
    const secrets = () => ['Carta secreta de otra pareja'];
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/letters' },
      { setup: seed, outsider: 'own-data', requiresCouple: true, secrets },
    );
    const byId =
      (method: 'GET' | 'DELETE', suffix = '') =>
      (_: CoupleFixture, id: string) => ({
        method,
        path: `/api/letters/${id}${suffix}`,
      });
    await expectCoupleScoped(testApp, byId('GET'), {
      setup: seed,
      outsider: 'not-found',
      requiresCouple: true,
    });
    await expectCoupleScoped(testApp, byId('DELETE'), {
      setup: seed,
      outsider: 'not-found',
      requiresCouple: true,
    });
    await expectCoupleScoped(
      testApp,
      (_, id: string) => ({ method: 'POST', path: `/api/letters/${id}/open`, body: null }),
      { setup: seed, outsider: 'not-found', requiresCouple: true },
    );
    await expectCoupleScoped(
      testApp,
      (_, id: string) => ({
        method: 'PATCH',
        path: `/api/letters/${id}`,
        form: { body: 'Robada', openWhenSuggestion: 'sad' },
      }),
      { setup: seed, outsider: 'not-found', requiresCouple: true },
    );
    await expectCoupleScoped(
      testApp,
      {
        method: 'POST',
        path: '/api/letters',
        form: { body: 'Para mi pareja', openWhenSuggestion: 'missMe' },
      },
      { setup: seed, outsider: 'own-data', requiresCouple: true, secrets },
    );
  });
});

describe('letters: sealed until they may be opened', () => {
  it('gives the reader only that a letter waits, from whom and when, in every answer', async () => {
    clock.set(NOON);
    const couple = await createCoupleFixture(testApp);
    const { a, b } = couple;
    const live = realtimeEventsOn(testApp, coupleChannel(couple.couple.id));
    const { dated, whenSad, imagePath, voicePath } = await sealedLetters(couple);
    expect(voicePath).toMatch(new RegExp(`^${couple.couple.id}/.+\\.m4a$`));
    const secrets = secretsOf(dated, [imagePath, voicePath]);

    // The writer reads their own letters whole, photo included.
    expect(dated).toMatchObject({
      isMine: true,
      opensOn: '2026-03-14',
      openWhen: null,
      canEdit: true,
      canOpen: false,
      content: { body: WORDS },
    });
    expect(dated.content?.imageUrl).toContain('/api/storage/memories/');
    expect(dated.content?.voice).toMatchObject({ durationMs: expect.any(Number) });
    expect(dated.content?.voice?.url).toContain('/api/storage/voice/');
    expect(whenSad).toMatchObject({
      openWhen: { suggestion: 'sad' },
      content: { body: WHEN_WORDS },
    });

    // The reader: the list, each letter, an early opening, the dashboard.
    const list = await listLetters(b.client, MADRID);
    expect(list.status).toBe(200);
    expect(list.body.partnerName).toBe('Ana');
    // Together since 14 February 2024: the next anniversary after 10 March 2026.
    expect(list.body.nextAnniversary).toBe('2027-02-14');
    expect(list.body.waiting).toEqual([
      {
        id: whenSad.id,
        isMine: false,
        opensOn: null,
        openWhen: { suggestion: 'sad' },
        openedAt: null,
        canOpen: true,
        canEdit: false,
        writtenAt: null,
        content: null,
      },
      {
        id: dated.id,
        isMine: false,
        opensOn: '2026-03-14',
        openWhen: null,
        openedAt: null,
        canOpen: false,
        canEdit: false,
        writtenAt: null,
        content: null,
      },
    ]);
    expect(list.body.written).toEqual([]);
    expect(list.body.opened).toEqual([]);
    const answers: [string, unknown][] = [['list', list.body]];
    for (const id of [dated.id, whenSad.id]) {
      const one = await b.client.request('GET', `/api/letters/${id}`, undefined, MADRID);
      expect(one.status).toBe(200);
      answers.push([`GET ${id}`, one.body]);
    }
    const early = await openLetter(b.client, dated.id, MADRID);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ message: 'letters.notYet' });
    answers.push(['early opening', early.body]);
    const dashboard = await b.client.request<TDashboard>(
      'GET',
      '/api/dashboard',
      undefined,
      MADRID,
    );
    answers.push(['dashboard', dashboard.body]);
    for (const [label, body] of answers) expectNothingOf(label, body, secrets);

    // The live events name ids only.
    await expect.poll(() => live.events.length).toBeGreaterThanOrEqual(2);
    expect(live.events).toEqual(
      expect.arrayContaining([
        { type: 'letters.changed', ids: [dated.id] },
        { type: 'letters.changed', ids: [whenSad.id] },
      ]),
    );
    expectNothingOf('realtime events', live.events, secrets);
    live.stop();
    // No push for a sealed letter (its day's push names only the writer, letters-day.test.ts).
    const pushes = await testApp.deps.pool.query('select params from push_outbox');
    expectNothingOf('pushes', pushes.rows, secrets);
    // Nor may the reader read the photo by its stored path: a URL is signed only for the writer.
    const byPath = await b.client.raw(`/api/storage/memories/${imagePath}`);
    expect(byPath.status).toBeGreaterThanOrEqual(400);
    expect(byPath.status).toBeLessThan(500);
    expect(a.user.id).not.toBe(b.user.id);
  });

  it('tells the partner’s open stream which letter changed, never its words', async () => {
    clock.set(NOON);
    const server = await serveTestApp(testApp);
    const couple = await createCoupleFixture(testApp);
    const stream = await openRealtimeStream(server.origin, couple.b.client.cookieHeader);
    try {
      await stream.next((frame) => frame.event === 'ready');
      const letter = await writeOk(couple.a.client, { body: WORDS, openWhen: 'me eches de menos' });
      const frame = await stream.next((next) => next.event === 'invalidate');
      expect(JSON.parse(frame.data)).toEqual({ type: 'letters.changed', ids: [letter.id] });
      expect(frame.data).not.toContain('Lisboa');
    } finally {
      await stream.close();
      await server.close();
    }
  });
});

describe('letters: opening', () => {
  it('opens an "ábrela cuando..." letter when the reader chooses, once, for both to see', async () => {
    clock.set(NOON);
    const couple = await createCoupleFixture(testApp);
    const { whenSad } = await sealedLetters(couple);
    // Its writer cannot open it for the reader.
    const byWriter = await openLetter(couple.a.client, whenSad.id, MADRID);
    expect(byWriter.status).toBe(403);
    expect(byWriter.body.error.message).toBe('letters.notForYou');

    const opened = await openLetter(couple.b.client, whenSad.id, MADRID);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      isMine: false,
      openedAt: NOON.toISOString(),
      canOpen: false,
      content: { body: WHEN_WORDS, imageUrl: null },
    });
    expect(opened.body.writtenAt).toEqual(expect.any(String));
    // Opened once: a second tap an hour later answers it as it was opened.
    clock.advance(HOUR);
    const again = await openLetter(couple.b.client, whenSad.id, MADRID);
    expect(again.body.openedAt).toBe(NOON.toISOString());

    // On both shelves.
    for (const client of [couple.a.client, couple.b.client]) {
      const { body } = await listLetters(client, MADRID);
      expect(body.opened.map((letter) => [letter.id, letter.content?.body])).toEqual([
        [whenSad.id, WHEN_WORDS],
      ]);
    }
    const mine = await listLetters(couple.a.client, MADRID);
    expect(mine.body.written.map((letter) => letter.id)).not.toContain(whenSad.id);
  });

  it('opens a dated letter from its day in the reader’s zone, on the one clock', async () => {
    // 22:30 UTC on the 10th: 23:30 in Madrid, already 12:30 on the 11th in Kiritimati.
    clock.set(new Date('2026-03-10T22:30:00Z'));
    const couple = await createCoupleFixture(testApp);
    const letter = await writeOk(couple.a.client, { body: WORDS, opensOn: '2026-03-11' });
    const notYet = await openLetter(couple.b.client, letter.id, MADRID);
    expect(notYet.status).toBe(409);
    expect(notYet.body.error).toMatchObject({
      message: 'letters.notYet',
      params: { date: '2026-03-11' },
    });
    expect((await listLetters(couple.b.client, MADRID)).body.waiting[0]?.canOpen).toBe(false);

    // Midnight passes in Madrid: the 11th has come for the reader.
    clock.advance(HOUR);
    const list = await listLetters(couple.b.client, MADRID);
    expect(list.body.waiting[0]).toMatchObject({ id: letter.id, canOpen: true, content: null });
    const opened = await openLetter(couple.b.client, letter.id, MADRID);
    expect(opened.status).toBe(200);
    expect(opened.body.content?.body).toBe(WORDS);
  });
});

describe('letters: the writer’s own, until opened', () => {
  it('lets only the writer edit and delete a letter, and only while it is sealed', async () => {
    clock.set(NOON);
    const couple = await createCoupleFixture(testApp);
    const { a, b } = couple;
    const { dated, whenSad, imagePath } = await sealedLetters(couple);

    // The reader cannot touch it.
    const byReader = await editLetter(b.client, dated.id, {
      body: 'Cambiada',
      opensOn: '2026-03-20',
    });
    expect(byReader.status).toBe(403);
    expect(byReader.body.error.message).toBe('letters.onlyWriter');
    expect((await b.client.delete(`/api/letters/${dated.id}`)).status).toBe(403);

    // The writer rewrites it: new words, another day, a new photo (the old file goes).
    const edited = await editLetter(
      a.client,
      dated.id,
      { body: 'Mejor así', opensOn: '2026-03-20', file: { bytes: await pngImage(32, 32) } },
      MADRID,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ opensOn: '2026-03-20', content: { body: 'Mejor así' } });
    expect(await testApp.deps.blobs.open('memories', imagePath)).toBeNull();
    // Sealed another way, and the photo taken off.
    const resealed = await editLetter(
      a.client,
      dated.id,
      { body: 'Mejor así', openWhen: 'no puedas dormir', removeImage: 'true' },
      MADRID,
    );
    expect(resealed.body).toMatchObject({
      opensOn: null,
      openWhen: { text: 'no puedas dormir' },
      content: { imageUrl: null },
    });

    // Once opened, it is as it was read: neither edited nor deleted.
    await openLetter(b.client, whenSad.id, MADRID);
    const late = await editLetter(a.client, whenSad.id, {
      body: 'Otra',
      openWhenSuggestion: 'sad',
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('letters.alreadyOpened');
    const lateDelete = await a.client.delete<{ error: { message: string } }>(
      `/api/letters/${whenSad.id}`,
    );
    expect(lateDelete.status).toBe(409);

    // Deleted while sealed: gone for both.
    expect((await a.client.delete(`/api/letters/${dated.id}`)).status).toBe(204);
    expect((await b.client.get(`/api/letters/${dated.id}`)).status).toBe(404);
    expect((await a.client.delete(`/api/letters/${dated.id}`)).status).toBe(404);
  });

  it('refuses what a letter cannot be, with a translated message', async () => {
    clock.set(NOON);
    const couple = await createCoupleFixture(testApp);
    const cases: [LetterForm, string][] = [
      [{ body: '   ', openWhenSuggestion: 'sad' }, 'letters.bodyRequired'],
      [{ body: 'a'.repeat(5001), openWhenSuggestion: 'sad' }, 'letters.bodyTooLong'],
      [{ body: 'hola\u0000', openWhenSuggestion: 'sad' }, 'letters.bodyInvalid'],
      [{ body: 'Sin sello' }, 'letters.sealRequired'],
      [{ body: 'Dos sellos', opensOn: '2026-04-01', openWhen: 'llueva' }, 'letters.sealRequired'],
      [{ body: 'Blanco', openWhen: '\u200b ' }, 'letters.sealRequired'],
      [{ body: 'Fecha', opensOn: '2026-02-30' }, 'validation.dateFormat'],
      [{ body: 'Hoy', opensOn: '2026-03-10' }, 'letters.dayNotFuture'],
      [{ body: 'Ayer', opensOn: '2026-03-09' }, 'letters.dayNotFuture'],
      [{ body: 'Cuándo', openWhenSuggestion: 'never' }, 'letters.openWhenInvalid'],
      [{ body: 'Cuándo', openWhen: 'x'.repeat(101) }, 'letters.openWhenTooLong'],
      [{ body: 'Cuándo', openWhen: 'al\u202erevés' }, 'letters.openWhenInvalid'],
      [
        { body: 'Foto', openWhen: 'llueva', file: { bytes: Buffer.from('no soy una imagen') } },
        'letters.imageOnly',
      ],
    ];
    for (const [form, message] of cases) {
      const response = await writeLetter(couple.a.client, form, MADRID);
      expect(response.status, JSON.stringify(form).slice(0, 80)).toBe(400);
      expect(response.body.error.message, JSON.stringify(form).slice(0, 80)).toBe(message);
    }
    // The reader lives a day ahead (their settings keep Kiritimati): tomorrow is already theirs.
    clock.set(new Date('2026-03-10T20:00:00Z'));
    await testApp.deps.pool.query(
      `insert into notification_settings (user_id, time_zone) values ($1, 'Pacific/Kiritimati')`,
      [couple.b.user.id],
    );
    const ahead = await writeLetter(
      couple.a.client,
      { body: 'Mañana', opensOn: '2026-03-11' },
      MADRID,
    );
    expect(ahead.body.error?.message).toBe('letters.dayNotFuture');
    const fine = await writeLetter(
      couple.a.client,
      { body: 'Pasado', opensOn: '2026-03-12' },
      MADRID,
    );
    expect(fine.status).toBe(201);
    // Paragraphs and the writer's own moment are kept as written.
    const own = await writeOk(couple.a.client, {
      body: 'Uno\nDos',
      openWhen: '  llueva en Madrid ',
    });
    expect(own).toMatchObject({
      openWhen: { text: 'llueva en Madrid' },
      content: { body: 'Uno\nDos' },
    });
    expect((await couple.a.client.get('/api/letters/no-es-un-id')).status).toBe(404);
  });
});
