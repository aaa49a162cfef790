import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import type { OutboxEntry } from './outbox-entry';
import { replay, verdictOf, withRealId } from './outbox-replay';

let order = 0;
function entry(key: string, path: string, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  order += 1;
  return {
    key,
    userId: 'u1',
    order,
    kind: 'test',
    change: 'emotions.changed',
    label: 'outbox.kinds.addEmotion',
    vars: { path },
    request: { method: 'POST', path },
    state: 'waiting',
    createdAt: order,
    ...extra,
  };
}

/** Replays against a scripted server: each path answers what `answers` says, in turn. */
async function run(entries: OutboxEntry[], answer: (entry: OutboxEntry) => unknown) {
  const sent: string[] = [];
  const done: Array<[string, string | undefined]> = [];
  const refused: Array<[string, string]> = [];
  const result = await replay(entries, {
    send: async (item) => {
      sent.push(`${item.request.method} ${item.request.path} ${item.key}`);
      const outcome = answer(item);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    onSent: async (item, createdId) => {
      done.push([item.key, createdId]);
    },
    onRefused: async (item, refusal) => {
      refused.push([item.key, refusal.message]);
    },
  });
  return { result, sent, done, refused };
}

const network = new ApiError(0, 'network', 'errors.network');

describe('outbox replay', () => {
  it('sends every waiting change once, in the order it was made, each with its own key', async () => {
    const entries = [entry('k1', '/api/a'), entry('k2', '/api/b'), entry('k3', '/api/c')];
    const { result, sent, done } = await run(entries, () => ({ ok: true }));
    expect(result).toBe('done');
    expect(sent).toEqual(['POST /api/a k1', 'POST /api/b k2', 'POST /api/c k3']);
    expect(done.map(([key]) => key)).toEqual(['k1', 'k2', 'k3']);
  });

  it('stops at the first change without an answer, so nothing overtakes it', async () => {
    const entries = [entry('k1', '/api/a'), entry('k2', '/api/b'), entry('k3', '/api/c')];
    const { result, sent, done } = await run(entries, (item) => (item.key === 'k2' ? network : {}));
    expect(result).toBe('stopped');
    expect(sent).toHaveLength(2);
    expect(done.map(([key]) => key)).toEqual(['k1']);
  });

  it('keeps a refused change with the server message, and goes on with the rest', async () => {
    const entries = [entry('k1', '/api/a'), entry('k2', '/api/b')];
    const { result, done, refused } = await run(entries, (item) =>
      item.key === 'k1' ? new ApiError(404, 'not_found', 'memories.notFound') : {},
    );
    expect(result).toBe('done');
    expect(refused).toEqual([['k1', 'memories.notFound']]);
    expect(done.map(([key]) => key)).toEqual(['k2']);
  });

  it('names what was created offline with its real id in the later changes', async () => {
    const create = entry('k1', '/api/emotions', { localId: 'local-k1' });
    const remove = entry('k2', '/api/emotions/local-k1', {
      request: { method: 'DELETE', path: '/api/emotions/local-k1' },
    });
    const { sent } = await run([create, remove], (item) =>
      item.key === 'k1' ? { id: 'real-7' } : undefined,
    );
    expect(sent).toEqual(['POST /api/emotions k1', 'DELETE /api/emotions/real-7 k2']);
  });

  it('refuses a change to something whose creation was refused, without sending it', async () => {
    const create = entry('k1', '/api/emotions', { localId: 'local-k1' });
    const remove = entry('k2', '/api/emotions/local-k1', {
      request: { method: 'DELETE', path: '/api/emotions/local-k1' },
    });
    const { sent, refused } = await run([create, remove], () => new ApiError(400, 'x', 'x.limit'));
    expect(sent).toHaveLength(1);
    expect(refused).toEqual([
      ['k1', 'x.limit'],
      ['k2', 'outbox.dependsOnRefused'],
    ]);
  });

  it('skips changes already refused (they wait for the person)', async () => {
    const entries = [entry('k1', '/api/a', { state: 'failed' }), entry('k2', '/api/b')];
    const { sent } = await run(entries, () => ({}));
    expect(sent).toEqual(['POST /api/b k2']);
  });
});

describe('verdictOf', () => {
  it('waits on no network, a busy or failing server, an ended session and a running key', () => {
    expect(verdictOf('POST', network)).toBe('later');
    expect(verdictOf('POST', new ApiError(503, 'error', 'errors.generic'))).toBe('later');
    expect(verdictOf('POST', new ApiError(429, 'rate_limited', 'errors.tooManyRequests'))).toBe(
      'later',
    );
    expect(verdictOf('PUT', new ApiError(401, 'unauthorized', 'errors.unauthorized'))).toBe(
      'later',
    );
    expect(verdictOf('POST', new ApiError(409, 'conflict', 'errors.requestInProgress'))).toBe(
      'later',
    );
  });

  it('counts a DELETE of something already gone as done, any other 4xx as refused', () => {
    expect(verdictOf('DELETE', new ApiError(404, 'not_found', 'x.notFound'))).toBe('sent');
    expect(verdictOf('PATCH', new ApiError(404, 'not_found', 'x.notFound'))).toBe('refused');
    expect(verdictOf('POST', new ApiError(409, 'conflict', 'x.limit'))).toBe('refused');
  });
});

describe('withRealId', () => {
  it('renames the stand-in id in the path, the variables and the target, not in files', () => {
    const file = new Blob(['x']);
    const later = entry('k2', '/api/memories/local-k1', {
      vars: { id: 'local-k1', fields: { title: 't' }, files: [file] },
      target: 'local-k1',
    });
    const renamed = withRealId(later, 'local-k1', 'm9');
    expect(renamed.request.path).toBe('/api/memories/m9');
    expect(renamed.target).toBe('m9');
    expect(renamed.vars).toEqual({ id: 'm9', fields: { title: 't' }, files: [file] });
    expect((renamed.vars as { files: Blob[] }).files[0]).toBe(file);
  });
});
