import type { TConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { accounts, rateLimits, sessions, users, verifications } from '@server/db/schema/auth';
import type { Logger } from '@server/logger';
import { LIMITS } from '@shared/constants';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { betterAuthLogger } from './auth-log';
import { confirmationEmail, type Mailer } from './mailer';
import { hashPassword, verifyPassword } from './password';

export const CLIENT_IP_HEADER = 'x-client-ip';

const DAY = 60 * 60 * 24;

export interface AuthDependencies {
  config: TConfig;
  db: Database;
  secret: string;
  mailer: Mailer | null;
  /**
   * Runs when a user is created (the profile feature makes their profile). Injected rather than
   * imported, so auth depends on no feature and no feature's import chain leads back to auth.
   */
  onUserCreated: (user: { id: string; name: string }) => Promise<void>;
  log: Logger;
}

export function createAuth({ config, db, secret, mailer, onUserCreated, log }: AuthDependencies) {
  const baseURL = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return betterAuth({
    appName: 'Juntos',
    logger: betterAuthLogger(config, log),
    baseURL,
    basePath: '/api/auth',
    // The profile API owns the name and avatar, and the email is not editable (spec, section 5).
    disabledPaths: ['/update-user', '/change-email'],
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
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
      password: { hash: hashPassword, verify: verifyPassword },
    },
    emailVerification: mailer
      ? {
          sendOnSignUp: true,
          autoSignInAfterVerification: true,
          sendVerificationEmail: async ({ user, url }) => {
            await mailer.send({ to: user.email, ...confirmationEmail(user.name, url) });
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
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
      },
    },
    advanced: {
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
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
