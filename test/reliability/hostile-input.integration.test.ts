import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUserFixture } from '../fixtures';
import { type JsonResponse, readJsonResponse, TestClient } from '../http-client';
import { setupTestApp } from '../test-app';
import {
  type HostileBody,
  hostileBody,
  hostileHeaders,
  hostileQuery,
  hostileSegment,
} from './hostile-input';
import { type OwnerSeed, SEEDED_PLAN, seedOwnerCouple } from './owner-seed';
import { listEndpoints, ROUTE_TABLE } from './route-table';
import { findRuleBreaches } from './stored-rules';
import { spanishKeys } from './translation-keys';

// A quick pass inside `npm test`; `npm run test:reliability` sets RELIABILITY_FULL for more.
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? (process.env.RELIABILITY_FULL ? 150 : 8));
/** About 50 routes at a few ms each; the default 30 s would cut the larger runs short. */
const TIMEOUT_MS = Math.max(30_000, RUNS_PER_ROUTE * 2_000);
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;

/** The better-auth endpoints we serve (auth.routes.ts), plus some we do not. */
const AUTH_PATHS = [
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-out',
  'GET /api/auth/get-session',
  'GET /api/auth/verify-email',
  'POST /api/auth/update-user',
  'GET /api/auth/%E0%A4%A',
];

/** Passkeys and the two-step sign-in (auth/second-factor-endpoints.ts), and two not served. */
const SECOND_FACTOR_PATHS = [
  'GET /api/auth/passkey/generate-register-options',
  'POST /api/auth/passkey/verify-registration',
  'GET /api/auth/passkey/generate-authenticate-options',
  'POST /api/auth/passkey/verify-authentication',
  'GET /api/auth/passkey/list-user-passkeys',
  'POST /api/auth/passkey/update-passkey',
  'POST /api/auth/passkey/delete-passkey',
  'POST /api/auth/two-factor/enable',
  'POST /api/auth/two-factor/disable',
  'POST /api/auth/two-factor/generate-backup-codes',
  'POST /api/auth/two-factor/verify-totp',
  'POST /api/auth/two-factor/verify-backup-code',
  'POST /api/auth/two-factor/send-otp',
  'POST /api/auth/two-factor/get-totp-uri',
];

const testApp = setupTestApp();
const keys = spanishKeys();
let seed: OwnerSeed;
let unlinked: TestClient;
/** Error bodies that carry no translation key, each with one request that got it. */
const untranslated = new Map<string, string>();
const tally = { requests: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  seed = await seedOwnerCouple(testApp);
  unlinked = (await createUserFixture(testApp, { fullName: 'Sola Sin Pareja' })).client;
});

afterAll(() => {
  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.info(`hostile input: ${tally.requests} requests (${statuses.join(' ')})`);
  for (const [text, label] of untranslated) console.info(`untranslated: ${text}\n  after ${label}`);
});

function encodeBody(body: HostileBody): RequestInit {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return {
        body: JSON.stringify(body.value) ?? 'undefined',
        headers: { 'content-type': 'application/json' },
      };
    case 'raw':
      return { body: body.text, headers: { 'content-type': body.contentType } };
    case 'form': {
      const form = new FormData();
      for (const [key, value] of Object.entries(body.fields)) form.append(key, value);
      for (const { bytes, type } of body.files)
        form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'x');
      return { body: form };
    }
  }
}

/** A route's path with each `:param` (and a trailing `*`) replaced by the given segments. */
function fillPath(template: string, segments: string[]): string {
  let index = 0;
  return template
    .replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => segments[index++] ?? 'x')
    .replace(/\*$/, () => segments[index++] ?? 'x');
}

async function send(client: TestClient, method: string, path: string, init: RequestInit) {
  // fetch allows no body on a GET; what a GET can carry is its path, query and headers.
  const body = method === 'GET' ? undefined : init.body;
  const response = await client.raw(path, { ...init, body, method, headers: { ...init.headers } });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: null, headers: response.headers } as JsonResponse;
  }
  return readJsonResponse(response);
}

/** The answer is never a 5xx, and an error always carries a key of the Spanish locale. */
function checkAnswer(label: string, { status, body }: JsonResponse, path = '/api/') {
  tally.requests++;
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
  expect(status, `${label} -> ${JSON.stringify(body)?.slice(0, 300)}`).toBeLessThan(500);
  // A path whose `..` segments climb out of /api is the web app's (the SPA), not the API's.
  const isApi = new URL(path, 'http://localhost').pathname.startsWith('/api/');
  if (status < 400 || !isApi) return;
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  if (typeof message === 'string' && keys.has(message)) return;
  const text = JSON.stringify(body)?.slice(0, 200) ?? String(body);
  if (!untranslated.has(text)) untranslated.set(text, label.slice(0, 200));
  expect.fail(`${label}: ${text} carries no translation key`);
}

const validIds = () => [
  seed.memoryId,
  seed.eventId,
  seed.bucketItemId,
  seed.emotionId,
  seed.photoId,
  seed.shopItemId,
  seed.commentId,
  'memory',
  'photo',
  seed.dailyQuestionId,
  seed.letterId,
  String(SEEDED_PLAN),
  'fed',
  'memories',
];

function paramCount(template: string) {
  return (template.match(/:[A-Za-z]+/g)?.length ?? 0) + (template.endsWith('*') ? 1 : 0);
}

describe('hostile input on every endpoint', () => {
  const routes = () =>
    listEndpoints(testApp.app).filter((route) => {
      const access = ROUTE_TABLE[route.key]?.access;
      return access === 'self' || access === 'couple' || access === 'signed';
    });

  test('every API route: never a 5xx, always a translated message', {
    timeout: TIMEOUT_MS,
  }, async () => {
    const served = routes();
    expect(served.length).toBeGreaterThan(40);
    for (const route of served) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileSegment(validIds()), {
            minLength: paramCount(route.path),
            maxLength: paramCount(route.path),
          }),
          hostileQuery,
          hostileBody,
          hostileHeaders,
          fc.constantFrom('owner', 'owner', 'partner', 'unlinked'),
          async (segments, query, body, headers, who) => {
            const client =
              who === 'owner'
                ? seed.owner.a.client
                : who === 'partner'
                  ? seed.owner.b.client
                  : unlinked;
            const path = `${fillPath(route.path, segments)}${query ? `?${query}` : ''}`;
            const init = encodeBody(body);
            init.headers = { ...(init.headers as Record<string, string>), ...headers };
            const answer = await send(client, route.method, path, init);
            checkAnswer(`${route.method} ${path.slice(0, 200)} [${body.kind}]`, answer, path);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    }
  });

  test('the auth endpoints, signed out and signed in', { timeout: TIMEOUT_MS }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...AUTH_PATHS),
        hostileQuery,
        hostileBody,
        fc.boolean(),
        async (route, query, body, isSignedIn) => {
          const [method = 'GET', path = ''] = route.split(' ');
          // A throwaway user: signing out (or in as someone else) must not touch the seed's users.
          const client = isSignedIn
            ? (await createUserFixture(testApp)).client
            : new TestClient(testApp);
          const answer = await send(
            client,
            method,
            `${path}${query ? `?${query}` : ''}`,
            encodeBody(body),
          );
          checkAnswer(`${route}?${query.slice(0, 100)} [${body.kind}]`, answer);
        },
      ),
      { numRuns: RUNS_PER_ROUTE * 2, seed: SEED, endOnFailure: true },
    );
  });

  test('the passkey and two-step endpoints, each signed out and signed in', {
    timeout: TIMEOUT_MS * 3,
  }, async () => {
    const signedIn = (await createUserFixture(testApp)).client;
    for (const route of SECOND_FACTOR_PATHS) {
      const [method = 'GET', path = ''] = route.split(' ');
      await fc.assert(
        fc.asyncProperty(
          hostileQuery,
          hostileBody,
          fc.boolean(),
          async (query, body, isSignedIn) => {
            const answer = await send(
              isSignedIn ? signedIn : new TestClient(testApp),
              method,
              `${path}${query ? `?${query}` : ''}`,
              encodeBody(body),
            );
            checkAnswer(`${route}?${query.slice(0, 100)} [${body.kind}]`, answer);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    }
  });

  test('no stored row breaks a rule afterwards', async () => {
    expect(await findRuleBreaches(testApp.deps.pool)).toEqual([]);
  });
});
