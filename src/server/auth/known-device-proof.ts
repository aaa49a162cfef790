import type { Db } from '@server/db/client';
import { sessions, users } from '@server/db/schema/auth';
import { eq } from 'drizzle-orm';
import { KNOWN_DEVICE_COOKIE, knownDeviceCookie } from './known-device';

/** better-auth's session cookie as it sets it: `<token>.<signature>`, `__Secure-` over https. */
const SESSION_COOKIE = /^(?:__Secure-)?better-auth\.session_token=([^.;]+)\./;

async function emailOfSessionToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token));
  return row?.email ?? null;
}

/**
 * Any answer that signs a browser in (a password, the email confirmation link, a reset, a
 * passkey) also gives it the known-device proof, so the new sign-in email tells its owner's own
 * browser apart from another of the same model at its next sign-in. The password sign-in sets
 * it already (sign-in-throttle.ts); this covers the others.
 */
export async function withKnownDeviceProof(
  deps: { db: Db; secret: string; secureCookies: boolean; now: Date },
  response: Response,
): Promise<Response> {
  const cookies = response.headers.getSetCookie();
  if (cookies.some((cookie) => cookie.startsWith(`${KNOWN_DEVICE_COOKIE}=`))) return response;
  const token = cookies.map((cookie) => SESSION_COOKIE.exec(cookie)?.[1]).find(Boolean);
  if (!token) return response;
  const email = await emailOfSessionToken(deps.db, decodeURIComponent(token));
  if (!email) return response;
  const headers = new Headers(response.headers);
  headers.append(
    'set-cookie',
    knownDeviceCookie(deps.secret, email.toLowerCase(), deps.now, deps.secureCookies),
  );
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
