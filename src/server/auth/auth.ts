import type { TConfig } from '@server/config';
import type { Database } from '@server/db/client';
import {
  accounts,
  passkeys,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '@server/db/schema/auth';
import type { Clock } from '@server/jobs/clock';
import { activeLog, type Logger } from '@server/logger';
import { LIMITS } from '@shared/constants';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type pg from 'pg';
import { type AccountEmailKind, accountEmail } from './account-emails';
import { betterAuthLogger } from './auth-log';
import { checkEmailChange } from './email-change-check';
import { emailLanguageOf } from './email-language';
import type { Mailer } from './mailer';
import { noticeNewDevice } from './new-device-notice';
import { passwordHasher } from './password';
import { RESET_LINK_TTL_SECONDS, resetPasswordUrl } from './reset-link';
import { secondFactorPlugins } from './second-factors';
import { rehearseSignUp } from './sign-up-rehearsal';

export const CLIENT_IP_HEADER = 'x-client-ip';

const DAY = 60 * 60 * 24;

export interface AuthDependencies {
  config: TConfig;
  db: Database;
  /** The same connections as `db`, for the sign-up rehearsal's multi-statement queries. */
  pool: pg.Pool;
  secret: string;
  mailer: Mailer | null;
  /**
   * Runs when a user is created (the profile feature makes their profile). Injected rather than
   * imported, so auth depends on no feature and no feature's import chain leads back to auth.
   */
  onUserCreated: (user: { id: string; name: string }) => Promise<void>;
  log: Logger;
  /** The app's clock: our own checks of codes and devices read it (better-auth reads its own). */
  clock: Clock;
}

export function createAuth({
  config,
  db,
  pool,
  secret,
  mailer,
  onUserCreated,
  log,
  clock,
}: AuthDependencies) {
  const baseURL = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  /**
   * Sends an account email in the person's language. Not awaited, the language's lookup
   * included: an answer that waited for it only for known emails (a reset) or free ones (a
   * sign-up; a taken one gets no mail) would tell them apart.
   */
  const sendAccountEmail = (
    kind: AccountEmailKind,
    {
      user,
      url,
      request,
    }: { user: { id: string; name: string; email: string }; url: string; request?: Request },
    failure: string,
  ) => {
    if (!mailer) return;
    const acceptLanguage = request?.headers.get('accept-language');
    void (async () => {
      const language = await emailLanguageOf(db, user.id, acceptLanguage);
      const message = accountEmail(kind, { language, name: user.name, url });
      await mailer.send({ to: user.email, ...message });
    })().catch((error: unknown) => log.error({ err: error }, failure));
  };
  return betterAuth({
    appName: 'Juntos',
    logger: betterAuthLogger(config, log),
    baseURL,
    basePath: '/api/auth',
    // The profile API owns the name and avatar.
    disabledPaths: ['/update-user'],
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    // Same-origin requests are always trusted, whichever host name the app is reached by.
    trustedOrigins: (request) => {
      const origins = [baseURL];
      const host = request?.headers.get('host');
      if (host) origins.push(`http://${host}`, `https://${host}`);
      return origins;
    },
    emailAndPassword: {
      enabled: true,
      // The shared schema's numbers, measured the same way (passwordLength): one rule.
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      autoSignIn: !mailer,
      requireEmailVerification: Boolean(mailer),
      password: passwordHasher(config.PASSWORD_HASHING),
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      // A reset means the password may have leaked: every session of the account ends.
      revokeSessionsOnPasswordReset: true,
      // Called (with a mailer) after hashing the password as for a new account: the same writes
      // follow, committed and undone, so a taken address answers in a new one's time.
      onExistingUserSignUp: async ({ user }) => {
        // better-auth's own line names the address (scrubbed by log-privacy.ts); this one the id.
        activeLog(log).info({ userId: user.id }, 'auth: sign-up attempt for an existing account');
        await rehearseSignUp(pool);
      },
      // Never called without a mailer: the route answers first (the operator's script makes links).
      sendResetPassword: async ({ user, token }, request) => {
        const url = resetPasswordUrl(baseURL, token);
        sendAccountEmail(
          'passwordReset',
          { user, url, request },
          'auth: the password reset email could not be sent',
        );
      },
    },
    // Reset tokens are kept as their SHA-256: a copy of the database holds no usable link.
    verification: { storeIdentifier: 'hashed' },
    user: {
      // With a mailer the new address confirms by a link; without, it changes at once (after the
      // password check in auth.routes.ts), since nothing could be confirmed.
      changeEmail: { enabled: true, updateEmailWithoutVerification: !mailer },
    },
    emailVerification: mailer
      ? {
          sendOnSignUp: true,
          autoSignInAfterVerification: true,
          sendVerificationEmail: async ({ user, url }, request) => {
            // A verified user here is changing their email (the link goes to the new address);
            // an unverified one has just signed up.
            const kind = user.emailVerified ? 'emailChange' : 'confirmation';
            sendAccountEmail(
              kind,
              { user, url, request },
              'auth: the confirmation email could not be sent',
            );
          },
        }
      : undefined,
    session: {
      expiresIn: 30 * DAY,
      // Renewed at most once a day while the user keeps using the app.
      updateAge: DAY,
      cookieCache: { enabled: true, maxAge: 5 * 60 },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Checking a session guesses nothing (the cookie is signed), and every page asks it,
        // the server-drawn ones in-process too: counted, a household behind one address got
        // the plain shell after a burst of pages. Not counting it also spares a write per check.
        '/get-session': false,
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        // Per address; per email is counted by password-reset-limit.ts.
        '/request-password-reset': { window: 15 * 60, max: 5 },
        '/reset-password': { window: 60, max: 5 },
        '/change-password': { window: 60, max: 5 },
        '/change-email': { window: 60, max: 5 },
      },
    },
    advanced: {
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: secondFactorPlugins(config, secret, { db, clock, mailer, baseURL, log }),
    hooks: { before: checkEmailChange(Boolean(mailer)) },
    databaseHooks: {
      session: {
        create: {
          // However the person signed in: a device never seen on the account is emailed about.
          after: (session, context) =>
            noticeNewDevice({ db, mailer, baseURL, log, secret, clock }, session, {
              acceptLanguage: context?.headers?.get('accept-language'),
              cookie: context?.headers?.get('cookie'),
            }),
        },
      },
      user: {
        create: {
          // Every user has a profile from the first moment; full_name comes from sign-up.
          after: (user) => onUserCreated(user),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
