import { randomUUID } from 'node:crypto';
import { LIMITS } from '@shared/constants';
import { coupleChannel, userChannel } from '@shared/realtime-events';
import type { TChatMessage, TChatPage, TChatSummary } from '@shared/schemas/chat';
import { expectCoupleScoped, type ScopedRequest } from '@test/authorization';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import type { TestClient } from '@test/http-client';
import { pngImage } from '@test/image-fixtures';
import { nextRealtimeEvent, realtimeEventsOn } from '@test/realtime-fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

type Answer = TChatMessage & { error: { message: string; params?: Record<string, unknown> } };

async function send(client: TestClient, text: string, replyToId?: string) {
  const response = await client.post<Answer>('/api/chat/messages', { text, replyToId });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function sendPhoto(client: TestClient, fields: Record<string, string>, bytes: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
  const response = await client.raw('/api/chat/messages', { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Answer };
}

const summaryOf = async (client: TestClient) => {
  const response = await client.get<TChatSummary>('/api/chat');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const pageOf = async (client: TestClient, query = '') => {
  const response = await client.get<TChatPage>(`/api/chat/messages${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const count = async (sql: string, params: unknown[]) =>
  Number((await testApp.deps.pool.query(sql, params)).rows[0].count);

/**
 * `total` messages written straight into the table, one second apart (the first the oldest),
 * alternating between the partners; returns their ids, oldest first.
 */
async function seedThread(couple: CoupleFixture, total: number): Promise<string[]> {
  const result = await testApp.deps.pool.query<{ id: string }>(
    `insert into chat_messages (couple_id, created_by, body, created_at)
     select $1, case when n % 2 = 0 then $2 else $3 end, 'Mensaje ' || n,
       timestamptz '2026-01-01 10:00:00+00' + n * interval '1 second'
     from generate_series(1, $4) as n
     order by n
     returning id`,
    [couple.couple.id, couple.a.user.id, couple.b.user.id, total],
  );
  return result.rows.map((row) => row.id);
}

describe('sending and reading', () => {
  it('a message reaches the partner live, counts as unread until read, then reads "Leído"', async () => {
    const couple = await createCoupleFixture(testApp);
    const events = realtimeEventsOn(testApp, coupleChannel(couple.couple.id));
    const message = await send(couple.a.client, '  Te echo de menos 💕  ');
    expect(message).toMatchObject({
      text: 'Te echo de menos 💕',
      isMine: true,
      createdBy: couple.a.user.id,
      replyTo: null,
      image: null,
      editedAt: null,
    });
    await expect.poll(() => events.events.map((event) => event.type)).toContain('chat.changed');
    expect(events.events.find((event) => event.type === 'chat.changed')?.ids).toEqual([message.id]);

    // Bruno's open thread refetches what the event names.
    const seen = await couple.b.client.get<TChatMessage>(`/api/chat/messages/${message.id}`);
    expect(seen.body).toMatchObject({ id: message.id, isMine: false, text: 'Te echo de menos 💕' });
    expect(await summaryOf(couple.b.client)).toMatchObject({
      partnerName: 'Ana García',
      unread: 1,
      last: { id: message.id, text: 'Te echo de menos 💕', isMine: false },
      myReadUpTo: null,
    });
    // Her own message is read by her.
    expect(await summaryOf(couple.a.client)).toMatchObject({
      unread: 0,
      myReadUpTo: message.createdAt,
      partnerReadUpTo: null,
    });

    // Delivered first (his phone got it), then read (his thread showed it).
    expect((await couple.b.client.post('/api/chat/marks', { delivered: message.id })).status).toBe(
      204,
    );
    expect(await summaryOf(couple.a.client)).toMatchObject({
      partnerDeliveredUpTo: message.createdAt,
      partnerReadUpTo: null,
    });
    const read = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'chat.read');
    expect((await couple.b.client.post('/api/chat/marks', { read: message.id })).status).toBe(204);
    expect((await read).ids).toEqual([couple.b.user.id]);
    expect(await summaryOf(couple.b.client)).toMatchObject({ unread: 0 });
    expect(await summaryOf(couple.a.client)).toMatchObject({
      partnerDeliveredUpTo: message.createdAt,
      partnerReadUpTo: message.createdAt,
    });
    events.stop();
  });

  it('marks only move forward, and a mark that moves nothing tells nobody', async () => {
    const couple = await createCoupleFixture(testApp);
    const [first = '', , third = ''] = await seedThread(couple, 3);
    const moved = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'chat.read');
    await couple.a.client.post('/api/chat/marks', { read: third });
    await moved;
    const events = realtimeEventsOn(testApp, coupleChannel(couple.couple.id));
    expect((await couple.a.client.post('/api/chat/marks', { read: first })).status).toBe(204);
    expect((await couple.a.client.post('/api/chat/marks', { delivered: first })).status).toBe(204);
    // Another couple's message, or none, moves nothing either.
    const other = await createCoupleFixture(testApp);
    const [foreign = ''] = await seedThread(other, 1);
    expect((await couple.a.client.post('/api/chat/marks', { read: foreign })).status).toBe(204);
    expect((await couple.a.client.post('/api/chat/marks', { read: randomUUID() })).status).toBe(
      204,
    );
    const summary = await summaryOf(couple.a.client);
    expect(summary.unread).toBe(0);
    expect(summary.myReadUpTo).toBe('2026-01-01T10:00:03.000Z');
    // A send's own notify, were there one, would have arrived by now: a later event proves it.
    const marker = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'chat.changed');
    await send(couple.b.client, 'hola');
    await marker;
    expect(events.events.filter((event) => event.type === 'chat.read')).toEqual([]);
    events.stop();

    for (const body of [{}, { read: 'x' }, { read: first, extra: 1 }, { delivered: 3 }]) {
      const refused = await couple.a.client.post('/api/chat/marks', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('keeps the text rules, says nothing is sent without words or a photo', async () => {
    const couple = await createCoupleFixture(testApp);
    const cases: [unknown, string][] = [
      [{ text: '' }, 'chat.nothingToSend'],
      [{ text: '   ' }, 'chat.nothingToSend'],
      [{ text: '\u200b\u200b' }, 'chat.nothingToSend'],
      [{}, 'chat.nothingToSend'],
      [{ text: 'a'.repeat(LIMITS.chatMessageMax + 1) }, 'chat.textTooLong'],
      [{ text: 'hola\u0000' }, 'chat.textInvalid'],
      [{ text: 'hola\u202e' }, 'chat.textInvalid'],
      [{ text: 42 }, 'chat.textInvalid'],
      [{ text: 'hola', replyToId: 'no-es-un-id' }, 'chat.replyInvalid'],
      ['no es json', 'errors.invalidJson'],
    ];
    for (const [body, message] of cases) {
      const response = await couple.a.client.post('/api/chat/messages', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toMatchObject({ error: { message } });
    }
    const tooLong = await couple.a.client.post('/api/chat/messages', {
      text: 'a'.repeat(LIMITS.chatMessageMax + 1),
    });
    expect(tooLong.body).toMatchObject({ error: { params: { max: LIMITS.chatMessageMax } } });
    const longest = await send(couple.a.client, '💕'.repeat(LIMITS.chatMessageMax / 2));
    expect([...(longest.text ?? '')]).toHaveLength(LIMITS.chatMessageMax / 2);
    expect(
      await count('select count(*) from chat_messages where couple_id = $1', [couple.couple.id]),
    ).toBe(1);
  });

  it('a reply quotes its message; a quote of a deleted or foreign message is no quote', async () => {
    const couple = await createCoupleFixture(testApp);
    const question = await send(couple.a.client, '¿Cenamos juntos el viernes?');
    const answer = await send(couple.b.client, '¡Claro que sí!', question.id);
    expect(answer.replyTo).toEqual({
      id: question.id,
      text: '¿Cenamos juntos el viernes?',
      hasImage: false,
      hasVoice: false,
      isMine: false,
    });
    const asAnaSees = await couple.a.client.get<TChatMessage>(`/api/chat/messages/${answer.id}`);
    expect(asAnaSees.body.replyTo?.isMine).toBe(true);

    const other = await createCoupleFixture(testApp);
    const foreign = await send(other.a.client, 'de otra pareja');
    expect((await send(couple.a.client, 'cita', foreign.id)).replyTo).toBeNull();
    expect((await couple.a.client.delete(`/api/chat/messages/${question.id}`)).status).toBe(204);
    const after = await couple.b.client.get<TChatMessage>(`/api/chat/messages/${answer.id}`);
    expect(after.body.replyTo).toBeNull();
    expect((await send(couple.b.client, 'tarde', question.id)).replyTo).toBeNull();
  });

  it('a photo goes through the memories’ intake, signed for the viewer', async () => {
    const couple = await createCoupleFixture(testApp);
    const sent = await sendPhoto(couple.a.client, { text: 'Mira qué atardecer' }, await pngImage());
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.text).toBe('Mira qué atardecer');
    expect(sent.body.image?.url).toMatch(/^\/api\/storage\/memories\//);
    const forBruno = await couple.b.client.get<TChatMessage>(`/api/chat/messages/${sent.body.id}`);
    const url = forBruno.body.image?.thumbnailUrl ?? '';
    expect((await couple.b.client.raw(url)).status).toBe(200);
    // Signed for Bruno: Ana's URL is no good to him.
    expect((await couple.b.client.raw(sent.body.image?.url ?? '')).status).toBe(403);

    const photoOnly = await sendPhoto(couple.b.client, {}, await pngImage());
    expect(photoOnly.status).toBe(201);
    expect(photoOnly.body.text).toBeNull();
    expect((await summaryOf(couple.a.client)).last).toMatchObject({ text: null, hasImage: true });
    const notImage = await sendPhoto(couple.a.client, { text: 'x' }, Buffer.from('no soy foto'));
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ error: { message: 'chat.photoOnly' } });
  });

  it('is sent once however often the same request is retried (the outbox)', async () => {
    const couple = await createCoupleFixture(testApp);
    const key = randomUUID();
    const headers = { 'Idempotency-Key': key };
    const first = await couple.a.client.request<Answer>(
      'POST',
      '/api/chat/messages',
      { text: 'Enviado en un túnel' },
      headers,
    );
    const again = await couple.a.client.request<Answer>(
      'POST',
      '/api/chat/messages',
      { text: 'Enviado en un túnel' },
      headers,
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(
      await count('select count(*) from chat_messages where couple_id = $1', [couple.couple.id]),
    ).toBe(1);
  });

  it('refuses a script: past the minute’s limit, a translated 429', async () => {
    const couple = await createCoupleFixture(testApp);
    // The minute's messages but one, written just now.
    await testApp.deps.pool.query(
      `insert into chat_messages (couple_id, created_by, body, created_at)
       select $1, $2, 'ráfaga ' || n, now() - interval '30 seconds'
       from generate_series(1, $3) as n`,
      [couple.couple.id, couple.a.user.id, LIMITS.chatMessagesPerMinute - 1],
    );
    await send(couple.a.client, 'el último que cabe');
    const refused = await couple.a.client.post('/api/chat/messages', { text: 'uno más' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { message: 'chat.tooMany' } });
    // The partner's own minute is theirs.
    await send(couple.b.client, 'yo sí puedo');
    // Older than a minute, they no longer count.
    await testApp.deps.pool.query(
      `update chat_messages set created_at = created_at - interval '2 minutes'
       where couple_id = $1 and created_by = $2`,
      [couple.couple.id, couple.a.user.id],
    );
    await send(couple.a.client, 'ya puedo otra vez');
  });
});

describe('editing, deleting, hearts', () => {
  it('only the author edits or deletes a message; both see it live', async () => {
    const couple = await createCoupleFixture(testApp);
    const message = await send(couple.a.client, 'Te quiero muchp');
    const byBruno = await couple.b.client.patch(`/api/chat/messages/${message.id}`, {
      text: 'cambiado',
    });
    expect(byBruno.status).toBe(403);
    expect(byBruno.body).toMatchObject({ error: { message: 'chat.notYourMessage' } });
    const deleteByBruno = await couple.b.client.delete(`/api/chat/messages/${message.id}`);
    expect(deleteByBruno.status).toBe(403);

    const edited = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'chat.changed');
    const fixed = await couple.a.client.patch<TChatMessage>(`/api/chat/messages/${message.id}`, {
      text: 'Te quiero mucho',
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.text).toBe('Te quiero mucho');
    expect(fixed.body.editedAt).not.toBeNull();
    expect((await edited).ids).toEqual([message.id]);
    for (const [body, error] of [
      [{ text: '' }, 'chat.textRequired'],
      [{ text: '\u200b' }, 'chat.textRequired'],
      [{ text: 'a'.repeat(LIMITS.chatMessageMax + 1) }, 'chat.textTooLong'],
    ] as const) {
      const refused = await couple.a.client.patch(`/api/chat/messages/${message.id}`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { message: error } });
    }

    const deleted = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'chat.changed');
    expect((await couple.a.client.delete(`/api/chat/messages/${message.id}`)).status).toBe(204);
    expect((await deleted).ids).toEqual([message.id]);
    const gone = await couple.b.client.get(`/api/chat/messages/${message.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: { message: 'chat.notFound' } });
    expect((await couple.a.client.delete(`/api/chat/messages/${message.id}`)).status).toBe(404);
  });

  it('one heart per partner; a double tap is one; taking it off twice is harmless', async () => {
    const couple = await createCoupleFixture(testApp);
    const message = await send(couple.a.client, 'Buenos días, amor');
    const path = `/api/chat/messages/${message.id}/heart`;
    const event = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'chat.changed');
    const [first, second] = await Promise.all([
      couple.b.client.put<TChatMessage>(path),
      couple.b.client.put<TChatMessage>(path),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await event).ids).toEqual([message.id]);
    expect(
      await count('select count(*) from chat_hearts where message_id = $1', [message.id]),
    ).toBe(1);
    const forAna = await couple.a.client.get<TChatMessage>(`/api/chat/messages/${message.id}`);
    expect(forAna.body).toMatchObject({ heartedByMe: false, heartedByPartner: true });
    await couple.a.client.put(path);
    expect(
      await count('select count(*) from chat_hearts where message_id = $1', [message.id]),
    ).toBe(2);
    expect((await couple.b.client.delete(path)).status).toBe(204);
    expect((await couple.b.client.delete(path)).status).toBe(204);
    const forBruno = await couple.b.client.get<TChatMessage>(`/api/chat/messages/${message.id}`);
    expect(forBruno.body).toMatchObject({ heartedByMe: false, heartedByPartner: true });
  });
});

describe('paging', () => {
  it('opens at the last read message and pages both ways, each message once', async () => {
    const size = LIMITS.chatPageSize;
    const half = Math.ceil(size / 2);
    const couple = await createCoupleFixture(testApp);
    const ids = await seedThread(couple, 2 * size + 30);
    // Bruno has read up to message 2 * size (Ana wrote the even ones, he the odd ones).
    const readUpTo = 2 * size;
    await couple.b.client.post('/api/chat/marks', { read: ids[readUpTo - 1] });

    // The opening page: half a page read, up to the mark, and half a page after it.
    const opening = await pageOf(couple.b.client);
    expect(opening.items.map((item) => item.id)).toEqual(
      ids.slice(readUpTo - half, readUpTo + half),
    );
    expect(opening.firstUnreadId).toBe(ids[readUpTo + 1]);
    expect(opening.olderCursor).not.toBeNull();
    expect(opening.newerCursor).not.toBeNull();
    expect((await summaryOf(couple.b.client)).unread).toBe(15);

    // Then whole pages each way, to both ends.
    const older = await pageOf(couple.b.client, `?before=${opening.olderCursor}`);
    expect(older.items.map((item) => item.id)).toEqual(
      ids.slice(readUpTo - half - size, readUpTo - half),
    );
    const oldest = await pageOf(couple.b.client, `?before=${older.olderCursor}`);
    expect(oldest.items.map((item) => item.id)).toEqual(ids.slice(0, readUpTo - half - size));
    expect(oldest).toMatchObject({ olderCursor: null, firstUnreadId: null });
    const newer = await pageOf(couple.b.client, `?after=${opening.newerCursor}`);
    expect(newer.items.map((item) => item.id)).toEqual(ids.slice(readUpTo + half));
    expect(newer.newerCursor).toBeNull();
    // From the oldest page, forward: the same messages again (a refetch walks this way).
    const forward = await pageOf(couple.b.client, `?after=${oldest.newerCursor}`);
    expect(forward.items.map((item) => item.id)).toEqual(
      ids.slice(readUpTo - half - size, readUpTo - half),
    );

    // Ana, who never read past her own messages, opens at the start and pages forward.
    const fromStart = await pageOf(couple.a.client);
    expect(fromStart.items.map((item) => item.id)).toEqual(ids.slice(0, half));
    expect(fromStart.firstUnreadId).toBe(ids[0]);
    const next = await pageOf(couple.a.client, `?after=${fromStart.newerCursor}`);
    const last = await pageOf(couple.a.client, `?after=${next.newerCursor}`);
    const rest = await pageOf(couple.a.client, `?after=${last.newerCursor}`);
    expect([...next.items, ...last.items, ...rest.items].map((item) => item.id)).toEqual(
      ids.slice(half),
    );
    expect(rest.newerCursor).toBeNull();

    for (const query of ['?before=zzz', '?after=bm9wZQ', `?before=${next.newerCursor}&after=x`]) {
      const refused = await couple.a.client.get(`/api/chat/messages${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body).toMatchObject({ error: { message: 'chat.invalidCursor' } });
    }
  });

  it('an empty thread is one empty page', async () => {
    const couple = await createCoupleFixture(testApp);
    expect(await pageOf(couple.a.client)).toEqual({
      items: [],
      olderCursor: null,
      newerCursor: null,
      firstUnreadId: null,
    });
    expect(await summaryOf(couple.a.client)).toMatchObject({ unread: 0, last: null });
  });
});

describe('escribiendo…', () => {
  it('reaches only the partner’s own channel, at most every two seconds, stored nowhere', async () => {
    const couple = await createCoupleFixture(testApp);
    const toBruno = realtimeEventsOn(testApp, userChannel(couple.b.user.id));
    const toCouple = realtimeEventsOn(testApp, coupleChannel(couple.couple.id));
    expect((await couple.a.client.request('POST', '/api/chat/typing')).status).toBe(204);
    expect((await couple.a.client.request('POST', '/api/chat/typing')).status).toBe(204);
    // Only chat events: the couple's own linking may still be on its way to these channels.
    const typing = () => toBruno.events.filter((event) => event.type === 'chat.typing');
    await expect.poll(() => typing().length).toBe(1);
    expect(typing()[0]).toEqual({ type: 'chat.typing', ids: [couple.a.user.id] });
    const marker = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'chat.changed');
    await send(couple.b.client, 'hola');
    await marker;
    expect(typing()).toHaveLength(1);
    const chatEvents = toCouple.events.filter((event) => event.type.startsWith('chat.'));
    expect(chatEvents.map((event) => event.type)).toEqual(['chat.changed']);
    const refused = await couple.a.client.request('POST', '/api/chat/typing', { a: 1 });
    expect(refused.status).toBe(400);
    toBruno.stop();
    toCouple.stop();
  });
});

describe('couple scope', () => {
  const seeded = async (owner: CoupleFixture) => ({
    message: await send(owner.a.client, 'Secreto del chat'),
  });
  const secrets = (_owner: CoupleFixture, seed: { message: TChatMessage }) => [
    seed.message.id,
    'Secreto del chat',
  ];
  const byId: [string, (seed: { message: TChatMessage }) => ScopedRequest][] = [
    ['GET one', (s) => ({ method: 'GET', path: `/api/chat/messages/${s.message.id}` })],
    [
      'PATCH',
      (s) => ({ method: 'PATCH', path: `/api/chat/messages/${s.message.id}`, body: { text: 'x' } }),
    ],
    ['DELETE', (s) => ({ method: 'DELETE', path: `/api/chat/messages/${s.message.id}` })],
    ['PUT heart', (s) => ({ method: 'PUT', path: `/api/chat/messages/${s.message.id}/heart` })],
    [
      'DELETE heart',
      (s) => ({ method: 'DELETE', path: `/api/chat/messages/${s.message.id}/heart` }),
    ],
  ];
  it.each(byId)('%s names only the couple’s own messages', async (_name, request) => {
    await expectCoupleScoped(testApp, (_owner, seed) => request(seed), {
      setup: seeded,
      outsider: 'not-found',
      requiresCouple: true,
    });
  });

  const ownData: [string, (seed: { message: TChatMessage }) => ScopedRequest][] = [
    ['GET summary', () => ({ method: 'GET', path: '/api/chat' })],
    ['GET page', () => ({ method: 'GET', path: '/api/chat/messages' })],
    [
      'POST',
      (s) => ({
        method: 'POST',
        path: '/api/chat/messages',
        body: { text: 'De otra pareja', replyToId: s.message.id },
      }),
    ],
    [
      'POST marks',
      (s) => ({ method: 'POST', path: '/api/chat/marks', body: { read: s.message.id } }),
    ],
    ['POST typing', () => ({ method: 'POST', path: '/api/chat/typing', body: null })],
  ];
  it.each(ownData)('%s acts on the caller’s own couple only', async (_name, request) => {
    const { outsider } = await expectCoupleScoped(testApp, (_owner, seed) => request(seed), {
      setup: seeded,
      outsider: 'own-data',
      requiresCouple: true,
      secrets,
    });
    // Nothing of the owner's thread reached the outsider's.
    const theirs = await pageOf(outsider.a.client);
    expect(JSON.stringify(theirs)).not.toContain('Secreto del chat');
  });
});
