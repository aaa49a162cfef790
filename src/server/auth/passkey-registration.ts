import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/auth';
import type { Clock } from '@server/jobs/clock';
import type { Logger } from '@server/logger';
import { describeUserAgent } from '@shared/domain/user-agent';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { emailLanguage } from './email-language';
import { findNoticeRecipient } from './known-devices.repository';
import type { Mailer } from './mailer';
import { newPasskeyEmail } from './new-passkey-email';
import { claimTotpStep } from './totp-replay';

const REGISTRATION_PATH = '/passkey/verify-registration';

/** Our code for a missing, wrong or already used authenticator code when adding a passkey. */
export const WRONG_PASSKEY_CODE = 'WRONG_PASSKEY_CODE';

export interface PasskeyRegistrationDependencies {
  db: Db;
  clock: Clock;
  mailer: Mailer | null;
  baseURL: string;
  log: Logger;
}

/** Where the email's link leads: the profile's passkeys. */
export const passkeysUrl = (baseURL: string) => `${baseURL.replace(/\/$/, '')}/profile#passkeys`;

async function isTwoStepOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isOn: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.isOn ?? false;
}

type Context = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * A passkey signs in alone, and a password change does not end it: adding one is a change to how
 * the account signs in, like turning the two-step sign-in on, so it asks for the password and,
 * with the two-step sign-in on, a code that works once. A copied session cookie alone then
 * cannot leave itself a way back in. The password is counted on the account's one limit by the
 * proxy (`account-password-check.ts`).
 */
function checkRegistration({ db, clock }: PasskeyRegistrationDependencies) {
  return createAuthMiddleware(async (ctx: Context) => {
    const session = await getSessionFromCtx(ctx);
    // No session: the endpoint itself answers 401.
    if (!session) return;
    const { password, code } = (ctx.body ?? {}) as { password?: unknown; code?: unknown };
    const accounts = await ctx.context.internalAdapter.findAccounts(session.user.id);
    const hash = accounts.find((account) => account.providerId === 'credential')?.password;
    const isPasswordRight =
      typeof password === 'string' &&
      Boolean(hash) &&
      (await ctx.context.password.verify({ hash: hash ?? '', password }));
    if (!isPasswordRight) {
      throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
    }
    // From the database: a cookie cached before the two-step sign-in was turned on says off.
    if (!(await isTwoStepOn(db, session.user.id))) return;
    const claim =
      typeof code === 'string'
        ? await claimTotpStep(db, {
            userId: session.user.id,
            code,
            key: ctx.context.secretConfig,
            now: clock.now(),
          })
        : 'wrong';
    if (claim !== 'claimed') {
      throw new APIError('BAD_REQUEST', { code: WRONG_PASSKEY_CODE, message: 'Invalid code' });
    }
  });
}

/**
 * After a passkey is added, its owner is emailed (with a mailer): its name, the device, the time
 * and where to remove it. Not awaited: the answer does not wait for SMTP; never fails the request.
 */
function noticeNewPasskey({ db, clock, mailer, baseURL, log }: PasskeyRegistrationDependencies) {
  return createAuthMiddleware(async (ctx: Context) => {
    const added = ctx.context.returned;
    if (!mailer || !added || isAPIError(added) || added instanceof Response) return;
    const { userId, name } = added as { userId?: unknown; name?: unknown };
    if (typeof userId !== 'string') return;
    const userAgent = ctx.headers?.get('user-agent');
    const acceptLanguage = ctx.headers?.get('accept-language');
    void (async () => {
      const recipient = await findNoticeRecipient(db, userId);
      if (!recipient) return;
      const message = newPasskeyEmail({
        language: emailLanguage(recipient.language, acceptLanguage),
        name: recipient.name,
        passkeyName: typeof name === 'string' ? name : null,
        device: describeUserAgent(userAgent),
        at: clock.now(),
        timeZone: recipient.timeZone ?? 'UTC',
        passkeysUrl: passkeysUrl(baseURL),
      });
      await mailer.send({ to: recipient.email, ...message });
    })().catch((error: unknown) => {
      log.error({ err: error }, 'auth: the new passkey email could not be sent');
    });
  });
}

/** Guards the making of a passkey and tells its owner about it. */
export function passkeyRegistrationGuard(deps: PasskeyRegistrationDependencies): BetterAuthPlugin {
  const isRegistration = (ctx: { path?: string }) => ctx.path === REGISTRATION_PATH;
  return {
    id: 'passkey-registration-guard',
    hooks: {
      before: [{ matcher: isRegistration, handler: checkRegistration(deps) }],
      after: [{ matcher: isRegistration, handler: noticeNewPasskey(deps) }],
    },
  };
}
