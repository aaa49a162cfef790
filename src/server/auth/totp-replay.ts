import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '@server/db/client';
import { twoFactors } from '@server/db/schema/auth';
import type { Clock } from '@server/jobs/clock';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

const TOTP_PATH = '/two-factor/verify-totp';
/** better-auth's two-factor plugin names its sign-in cookie this (prefixed like every auth cookie). */
const TWO_FACTOR_COOKIE = 'two_factor';
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** The steps either side of now that better-auth's `verify` also accepts (its window of 1). */
const WINDOW = [-1, 0, 1];

type Context = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account whose code this is: the signed-in one (enrolment) or the one at its code step. */
async function accountOf(ctx: Context): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const name = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const identifier = await ctx.getSignedCookie(name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

/** RFC 6238's code for `step`, as better-auth computes it (the secret's UTF-8 bytes as the key). */
function codeAt(secret: string, step: number): Buffer {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return Buffer.from(String(binary % 10 ** DIGITS).padStart(DIGITS, '0'));
}

/** The time step `code` is the code of, within better-auth's window; null when none. */
function stepOf(secret: string, code: string, at: Date): number | null {
  const given = Buffer.from(code);
  const now = Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);
  for (const shift of WINDOW) {
    const expected = codeAt(secret, now + shift);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return now + shift;
  }
  return null;
}

/** How a code claim went: `none` when the account has no authenticator. */
export type TotpClaim = 'claimed' | 'wrong' | 'taken' | 'none';

/**
 * Claims the time step of `code` for the account with one conditional UPDATE: the step must be
 * later than the last one taken, so a code (or an older one) works once, and of two requests
 * with the same code at once exactly one gets the row.
 */
export async function claimTotpStep(
  db: Db,
  {
    userId,
    code,
    key,
    now,
  }: {
    userId: string;
    code: string;
    key: Parameters<typeof symmetricDecrypt>[0]['key'];
    now: Date;
  },
): Promise<TotpClaim> {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!row) return 'none';
  const secret = await symmetricDecrypt({ key, data: row.secret });
  const step = stepOf(secret, code, now);
  if (step === null) return 'wrong';
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return claimed.length === 0 ? 'taken' : 'claimed';
}

/**
 * better-auth takes the same authenticator code as often as it is sent within its 90 seconds, so
 * a code seen over a shoulder or caught in transit signs in again. Before its check, a right
 * code claims its time step (`claimTotpStep`); a code whose step was taken already is refused as
 * "already used". A wrong code claims nothing and is left to better-auth, which counts it.
 */
export function totpReplayGuard(db: Db, clock: Clock): BetterAuthPlugin {
  return {
    id: 'totp-replay-guard',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== 'string') return;
            const userId = await accountOf(ctx);
            // No account or no authenticator: better-auth gives its own answer.
            if (!userId) return;
            const claim = await claimTotpStep(db, {
              userId,
              code,
              key: ctx.context.secretConfig,
              now: clock.now(),
            });
            // A 401 as a wrong code is (the sign-in throttle counts it), saying what happened: the
            // code on the person's screen (or a later one) was taken already, at enrolment or on
            // another phone, and the next one will do.
            if (claim === 'taken') {
              throw new APIError('UNAUTHORIZED', {
                code: 'TOTP_CODE_USED',
                message: 'Code already used',
              });
            }
          }),
        },
      ],
    },
  };
}
