import type { TConfig } from '@server/config';
import { createMiddleware } from 'hono/factory';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins this server is reached at: the request's own, its Host, and PUBLIC_URL. */
function ownOrigins(url: string, host: string | undefined, publicUrl: string | undefined) {
  const origins = new Set([new URL(url).origin]);
  // Behind a TLS-terminating proxy the request arrives as http:// while the page is https://.
  if (host) origins.add(`http://${host}`).add(`https://${host}`);
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

/**
 * CSRF defence for our own state-changing API routes. SameSite=Lax cookies still travel with a
 * POST from another port or subdomain of the same site, so a request a browser marks as coming
 * from elsewhere is refused: `Sec-Fetch-Site: cross-site`, or an `Origin` that is not ours
 * (browsers always send Origin on cross-origin POSTs). Requests with neither (curl, another
 * server) are not a browser acting for someone else, and pass. better-auth checks its own
 * routes (/api/auth/*) against its trustedOrigins.
 */
export const sameOriginOnly = ({ PUBLIC_URL }: Pick<TConfig, 'PUBLIC_URL'>) =>
  createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith('/api/auth/')) return next();
    if (c.req.header('sec-fetch-site') === 'cross-site') throw forbidden();
    const origin = c.req.header('origin');
    if (
      origin !== undefined &&
      !ownOrigins(c.req.url, c.req.header('host'), PUBLIC_URL).has(origin)
    ) {
      throw forbidden();
    }
    return next();
  });
