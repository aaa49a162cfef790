import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { TEST_SECRET } from '../test-app';

/**
 * Thousands of signed-in couples in seconds: users, profiles, active couples and sessions are
 * written straight to the database, and each session cookie is signed as better-auth signs it
 * (HMAC-SHA256 of the token with the app's secret). Signing up through the API would spend
 * minutes hashing passwords, which is not what the realtime test measures.
 * `expectSameSigning` checks the signing against a cookie the real server issued.
 */
export interface BulkUser {
  userId: string;
  cookie: string;
}

export interface BulkCouple {
  coupleId: string;
  a: BulkUser;
  b: BulkUser;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function signedSessionCookie(token: string, secret = TEST_SECRET): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Fails loudly if the server signs its cookies differently from `signedSessionCookie`. */
export async function expectSameSigning(pool: pg.Pool, issuedCookie: string, userId: string) {
  const { rows } = await pool.query<{ token: string }>(
    'select token from sessions where user_id = $1 order by created_at desc limit 1',
    [userId],
  );
  const token = rows[0]?.token ?? '';
  if (signedSessionCookie(token) !== issuedCookie) {
    throw new Error(`bulk cookies are signed differently from the server's: ${issuedCookie}`);
  }
}

const code = () =>
  Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');

export async function insertBulkCouples(pool: pg.Pool, count: number): Promise<BulkCouple[]> {
  const couples: BulkCouple[] = [];
  const BATCH = 250;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const users: { id: string; token: string }[] = [];
    const pairs: { id: string; a: number; b: number; code: string }[] = [];
    for (let i = 0; i < size; i++) {
      users.push({ id: randomUUID(), token: randomBytes(24).toString('base64url') });
      users.push({ id: randomUUID(), token: randomBytes(24).toString('base64url') });
      pairs.push({ id: randomUUID(), a: 2 * i, b: 2 * i + 1, code: code() });
    }
    const ids = users.map((user) => user.id);
    await pool.query(
      `insert into users (id, name, email, email_verified)
         select id, 'Escala', 'scale-' || id || '@example.com', true from unnest($1::text[]) as id`,
      [ids],
    );
    await pool.query(
      `insert into profiles (id, full_name) select id, 'Escala' from unnest($1::text[]) as id`,
      [ids],
    );
    await pool.query(
      `insert into sessions (id, token, user_id, expires_at)
         select gen_random_uuid()::text, token, id, now() + interval '1 day'
           from unnest($1::text[], $2::text[]) as s(id, token)`,
      [ids, users.map((user) => user.token)],
    );
    await pool.query(
      `insert into couples (id, user1_id, user2_id, relationship_start_date, couple_code, status)
         select id::uuid, a, b, '2024-02-14', code, 'active'
           from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as c(id, a, b, code)
         on conflict (couple_code) do nothing`,
      [
        pairs.map((pair) => pair.id),
        pairs.map((pair) => ids[pair.a]),
        pairs.map((pair) => ids[pair.b]),
        pairs.map((pair) => pair.code),
      ],
    );
    for (const pair of pairs) {
      const [a, b] = [users[pair.a], users[pair.b]];
      if (!a || !b) continue;
      couples.push({
        coupleId: pair.id,
        a: { userId: a.id, cookie: signedSessionCookie(a.token) },
        b: { userId: b.id, cookie: signedSessionCookie(b.token) },
      });
    }
  }
  // A code clash (one in a trillion) skipped its couple: keep only the couples that exist.
  const { rows } = await pool.query<{ id: string }>('select id::text from couples');
  const existing = new Set(rows.map((row) => row.id));
  return couples.filter((couple) => existing.has(couple.coupleId));
}
