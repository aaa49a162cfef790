import { expect } from 'vitest';
import { type CoupleFixture, createCoupleFixture } from './couple-fixtures';
import { createUserFixture } from './fixtures';
import { type JsonResponse, readJsonResponse, TestClient } from './http-client';
import type { TestApp } from './test-app';

export interface ScopedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The JSON body; `{}` when left out of a POST, PUT or PATCH; `null` for a route that takes none. */
  body?: unknown;
  /** Sent as multipart/form-data instead of `body` (routes that take a photo with the fields). */
  form?: Record<string, string | Blob>;
}

export interface CoupleScopeOptions<TSeed> {
  /** Plants data in the owner couple (through the API or SQL); the result feeds `request`. */
  setup?: (owner: CoupleFixture) => Promise<TSeed>;
  /**
   * How a member of ANOTHER active couple is answered:
   * - 'not-found': the route names a resource of the owner couple (an id in the path or body):
   *   404, exactly like an id that does not exist.
   * - 'own-data': the route acts on "my couple" implicitly (lists, creates): 2xx, and the body
   *   holds nothing of the owner couple (its ids, code, partners' ids and emails, `secrets`).
   */
  outsider: 'not-found' | 'own-data';
  /** More strings of the owner couple that must never reach the outsider (titles, paths...). */
  secrets?: (owner: CoupleFixture, seed: TSeed) => string[];
  /** Also prove a signed-in user without an active couple gets 403 'couple.required'. */
  requiresCouple?: boolean;
  /** The message of that 403, when the feature words it its own way. */
  noCoupleMessage?: string;
  /**
   * The one route former partners keep: the ended couple's archive download, theirs for the
   * retention window (proved in export-ended.test.ts). Skips the ended-couple refusal.
   */
  formerPartnersKeepArchive?: boolean;
}

/**
 * Sends a request as the web app would (JSON, or multipart when it carries a form). An event
 * stream is not read to its end (it has none): its status is kept and the body cancelled.
 */
export async function sendAs(
  client: TestClient,
  { method, path, body, form }: ScopedRequest,
): Promise<JsonResponse> {
  const init: RequestInit = { method };
  if (form) {
    const data = new FormData();
    for (const [key, value] of Object.entries(form)) data.append(key, value);
    init.body = data;
  } else if (body !== null && (body !== undefined || (method !== 'GET' && method !== 'DELETE'))) {
    init.body = JSON.stringify(body ?? {});
    init.headers = { 'content-type': 'application/json' };
  }
  const response = await client.raw(path, init);
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: null, headers: response.headers };
  }
  return readJsonResponse(response);
}

/**
 * Proves that a couple-scoped route only serves its own couple. Every feature route gets one:
 *
 *   await expectCoupleScoped(testApp, (owner, memory) => ({ method: 'DELETE', path: `/api/memories/${memory.id}` }), {
 *     setup: (owner) => createMemory(owner.a.client),
 *     outsider: 'not-found',
 *     requiresCouple: true,
 *   });
 *
 * Checks, in order: signed out -> 401; (requiresCouple) no couple -> 403 'couple.required';
 * a member of another active couple -> 404 or only their own data; then, on a second couple set
 * up the same way and ended by one partner, BOTH former partners -> 403 'couple.required' (or, for
 * a route that does not require a couple, nothing of the ended couple). Mutations are sent by
 * the outsider and the former partners only, so the owner's data is still intact afterwards for
 * further assertions.
 */
export async function expectCoupleScoped<TSeed = undefined>(
  testApp: Pick<TestApp, 'app'>,
  request: ScopedRequest | ((owner: CoupleFixture, seed: TSeed) => ScopedRequest),
  options: CoupleScopeOptions<TSeed>,
) {
  const owner = await createCoupleFixture(testApp);
  const seed = (options.setup ? await options.setup(owner) : undefined) as TSeed;
  const scoped = typeof request === 'function' ? request(owner, seed) : request;
  const label = `${scoped.method} ${scoped.path}`;

  const anonymous = await sendAs(new TestClient(testApp), scoped);
  expect(anonymous.status, `${label} signed out`).toBe(401);

  if (options.requiresCouple) {
    const { client } = await createUserFixture(testApp, { fullName: 'Sola Sin Pareja' });
    const single = await sendAs(client, scoped);
    expect(single.status, `${label} without a couple`).toBe(403);
    const message = options.noCoupleMessage ?? 'couple.required';
    expect(single.body).toMatchObject({ error: { message } });
  }

  const outsider = await createCoupleFixture(testApp);
  const response = await sendAs(outsider.a.client, scoped);
  if (options.outsider === 'not-found') {
    expect(response.status, `${label} by another couple`).toBe(404);
  } else {
    expect(response.status, `${label} by another couple`).toBeGreaterThanOrEqual(200);
    expect(response.status, `${label} by another couple`).toBeLessThan(300);
    const text = JSON.stringify(response.body);
    const secrets = [
      owner.couple.id,
      owner.couple.coupleCode,
      owner.a.user.id,
      owner.b.user.id,
      owner.a.email,
      owner.b.email,
      ...(options.secrets?.(owner, seed) ?? []),
    ];
    for (const secret of secrets) expect(text, `${label} leaks ${secret}`).not.toContain(secret);
  }
  if (!options.formerPartnersKeepArchive) {
    await expectFormerPartnersRefused(testApp, request, options);
  }
  return { owner, outsider, seed, response };
}

/**
 * A couple set up like the owner's, then ended by A: neither A nor B may read or write anything
 * of it through the route any more, though their sessions are alive and the rows are kept.
 */
async function expectFormerPartnersRefused<TSeed>(
  testApp: Pick<TestApp, 'app'>,
  request: ScopedRequest | ((owner: CoupleFixture, seed: TSeed) => ScopedRequest),
  options: CoupleScopeOptions<TSeed>,
) {
  const former = await createCoupleFixture(testApp);
  const seed = (options.setup ? await options.setup(former) : undefined) as TSeed;
  const scoped = typeof request === 'function' ? request(former, seed) : request;
  const ended = await former.a.client.post('/api/couples/end');
  expect(ended.status, JSON.stringify(ended.body)).toBe(204);
  const message = options.noCoupleMessage ?? 'couple.required';
  for (const [who, partner, other] of [
    ['A', former.a, former.b],
    ['B', former.b, former.a],
  ] as const) {
    const label = `${scoped.method} ${scoped.path} by former partner ${who} of an ended couple`;
    const response = await sendAs(partner.client, scoped);
    if (options.requiresCouple) {
      expect(response.status, label).toBe(403);
      expect(response.body, label).toMatchObject({ error: { message } });
      continue;
    }
    if (response.status === 403 || response.status === 404) continue;
    expect(response.status, label).toBeGreaterThanOrEqual(200);
    expect(response.status, label).toBeLessThan(300);
    const text = JSON.stringify(response.body);
    const secrets = [
      former.couple.id,
      former.couple.coupleCode,
      other.user.id,
      other.email,
      ...(options.secrets?.(former, seed) ?? []),
    ];
    for (const secret of secrets) expect(text, `${label} leaks ${secret}`).not.toContain(secret);
  }
}
