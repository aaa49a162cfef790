import { createUserFixture } from '@test/fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';
import { createSessionCookieReader } from './session-cookie';

const testApp = setupTestApp();

const NAMES = {
  sessionToken: 'better-auth.session_token',
  sessionData: 'better-auth.session_data',
};

/** The app's clock, which better-auth's own times agree with here (the system clock). */
const now = () => testApp.deps.clock.now().getTime();

async function readerAndCookies() {
  const context = await testApp.deps.auth.$context;
  const reader = createSessionCookieReader(context.secret, NAMES);
  const { client, user } = await createUserFixture(testApp);
  return { reader, cookie: client.cookieHeader, user };
}

/** The cookie header with one cookie's value changed. */
const withCookie = (header: string, name: string, change: (value: string) => string) =>
  header
    .split('; ')
    .map((part) =>
      part.startsWith(`${name}=`) ? `${name}=${change(part.slice(name.length + 1))}` : part,
    )
    .join('; ');

describe('the session cookie reader (node:crypto, no Request)', () => {
  it('reads the same session and user as better-auth, with dates', async () => {
    const { reader, cookie, user } = await readerAndCookies();
    const ours = reader(cookie, now());
    const theirs = await testApp.deps.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(ours).not.toBeNull();
    expect(ours?.user.id).toBe(user.id);
    expect(ours).toEqual(theirs);
    expect(ours?.session.expiresAt).toBeInstanceOf(Date);
  });

  it('refuses a tampered cache, a tampered token and a cache of another session', async () => {
    const { reader, cookie } = await readerAndCookies();
    const other = await readerAndCookies();
    const flip = (value: string) =>
      `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`;
    expect(reader(withCookie(cookie, NAMES.sessionData, flip), now())).toBeNull();
    expect(reader(withCookie(cookie, NAMES.sessionToken, flip), now())).toBeNull();
    const otherData = other.cookie.split('; ').find((part) => part.startsWith(NAMES.sessionData));
    expect(
      reader(
        withCookie(cookie, NAMES.sessionData, () => otherData?.split('=')[1] ?? ''),
        now(),
      ),
    ).toBeNull();
  });

  it('refuses what another secret signed, an expired cache, and missing cookies', async () => {
    const { cookie } = await readerAndCookies();
    const context = await testApp.deps.auth.$context;
    const stranger = createSessionCookieReader(`${context.secret}-other`, NAMES);
    expect(stranger(cookie, now())).toBeNull();
    const reader = createSessionCookieReader(context.secret, NAMES);
    expect(reader(cookie, now() + 6 * 60_000)).toBeNull();
    // Remembered as verified, the same cookies still end with their cache.
    expect(reader(cookie, now())).not.toBeNull();
    expect(reader(cookie, now() + 6 * 60_000)).toBeNull();
    expect(reader(cookie.split('; ')[0], now())).toBeNull();
    expect(reader(undefined, now())).toBeNull();
    expect(reader('garbage; better-auth.session_token=x.y', now())).toBeNull();
  });
});
