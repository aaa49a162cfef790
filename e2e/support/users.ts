import type { BrowserContext } from '@playwright/test';
import { TEST_PASSWORD, uniqueEmail } from '@test/fixtures';
import { machineNow } from '@test/machine-clock';
import { randomClientAddress } from './browser';

export { TEST_PASSWORD, uniqueEmail };

let baseUrl = '';

/** The worker's app server, set by the `app` fixture (fixtures.ts) before any test runs. */
export function bindApp(url: string): void {
  baseUrl = url;
}

type BrowserCookie = Parameters<BrowserContext['addCookies']>[0][number];

export interface E2eUser {
  email: string;
  password: string;
  fullName: string;
  /** The session cookies the sign-up answered with, ready for a browser context. */
  cookies: BrowserCookie[];
}

const SAME_SITE: Record<string, BrowserCookie['sameSite']> = {
  lax: 'Lax',
  strict: 'Strict',
  none: 'None',
};

/** A Set-Cookie header as Playwright wants it, keeping the attributes a browser would. */
function toBrowserCookie(header: string): BrowserCookie {
  const [pair = '', ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  const cookie: BrowserCookie = {
    name: pair.slice(0, separator).trim(),
    value: pair.slice(separator + 1).trim(),
    url: baseUrl,
  };
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'samesite') cookie.sameSite = SAME_SITE[value.toLowerCase()];
    // The browser's cookie jar keeps the machine's time.
    else if (key === 'max-age')
      cookie.expires = Math.floor(machineNow().getTime() / 1000) + Number(value);
    else if (key === 'expires' && cookie.expires === undefined) {
      cookie.expires = Math.floor(Date.parse(value) / 1000);
    }
  }
  return cookie;
}

/**
 * Signs a new user up through the real API from Node, for tests about something other than
 * the sign-up screen (the same request the screen makes; see test/fixtures.ts for integration).
 */
export async function signUpThroughApi({
  fullName = 'Ana García',
  email = uniqueEmail('e2e'),
  password = TEST_PASSWORD,
}: {
  fullName?: string;
  email?: string;
  password?: string;
} = {}): Promise<E2eUser> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      'x-forwarded-for': randomClientAddress(),
    },
    body: JSON.stringify({ email, password, fullName }),
  });
  if (!response.ok) {
    throw new Error(`Sign-up failed (${response.status}): ${await response.text()}`);
  }
  const cookies = response.headers.getSetCookie().map(toBrowserCookie);
  if (cookies.length === 0) throw new Error('Sign-up answered without a session cookie');
  return { email, password, fullName, cookies };
}

/** Puts a user's session into a browser profile, as if they had signed in there. */
export async function signInContext(context: BrowserContext, user: E2eUser): Promise<void> {
  await context.addCookies(user.cookies);
}
