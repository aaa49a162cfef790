import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDependencies, AppEnv } from '@server/http/context';
import { readJson } from '@server/http/validate';
import { ZSignInSchema, ZSignUpSchema } from '@shared/schemas/auth';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { CLIENT_IP_HEADER } from './auth';

/**
 * The address our one trusted proxy saw: the RIGHTMOST X-Forwarded-For entry, the one it
 * appended. Everything to its left came from the client and is whatever the client wants (a
 * new value per request would escape the rate limit).
 */
function forwardedClientIp(header: string | undefined): string | undefined {
  const entries = header?.split(',').map((entry) => entry.trim()) ?? [];
  return entries.at(-1) || undefined;
}

function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = forwardedClientIp(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    // In-process requests (tests through app.request) have no socket.
    return '127.0.0.1';
  }
}

// Our shared schemas run before better-auth so the server gives the same, translated messages
// as the form. The parsed (trimmed) values are what better-auth receives.
const VALIDATED_ENDPOINTS: Record<string, z.ZodMiniType<Record<string, unknown>>> = {
  '/api/auth/sign-in/email': ZSignInSchema,
  '/api/auth/sign-up/email': z.pipe(
    ZSignUpSchema,
    z.transform(({ fullName, ...rest }) => ({ ...rest, name: fullName })),
  ),
};

export function authRoutes({ auth, config }: AppDependencies) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    // The rate limiter keys on this header; a client-sent value is always replaced.
    headers.set(CLIENT_IP_HEADER, clientIp(c, config.TRUST_PROXY));
    let body: BodyInit | undefined;
    const schema = c.req.method === 'POST' ? VALIDATED_ENDPOINTS[c.req.path] : undefined;
    if (schema) {
      const input = await readJson(c);
      const parsed = schema.parse(input);
      const { callbackURL, rememberMe } = (input ?? {}) as Record<string, unknown>;
      body = JSON.stringify({ ...parsed, callbackURL, rememberMe });
    } else if (c.req.method === 'POST') {
      body = await c.req.raw.arrayBuffer();
    }
    return auth.handler(new Request(c.req.raw.url, { method: c.req.method, headers, body }));
  });
}
