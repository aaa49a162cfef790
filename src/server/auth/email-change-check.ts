import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';

/**
 * Runs before better-auth's `/change-email`, after its rate limiter: the person types their
 * password (better-auth asks for none), and without a mailer an address already in use is said
 * so, since the change would otherwise silently not happen. With a mailer a taken address gets
 * the same answer as a free one (better-auth then sends nothing), so nobody learns who has an
 * account; the new address's owner is the only one who could confirm anyway.
 */
export const checkEmailChange = (hasMailer: boolean) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/change-email') return;
    const session = await getSessionFromCtx(ctx);
    // No session: the endpoint itself answers 401.
    if (!session) return;
    const { password, newEmail } = (ctx.body ?? {}) as { password?: unknown; newEmail?: unknown };
    const accounts = await ctx.context.internalAdapter.findAccounts(session.user.id);
    const hash = accounts.find((account) => account.providerId === 'credential')?.password;
    const isPasswordRight =
      typeof password === 'string' &&
      Boolean(hash) &&
      (await ctx.context.password.verify({ hash: hash ?? '', password }));
    if (!isPasswordRight) {
      throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
    }
    const email = typeof newEmail === 'string' ? newEmail.toLowerCase() : '';
    if (email === session.user.email) {
      throw new APIError('BAD_REQUEST', {
        code: 'EMAIL_IS_THE_SAME',
        message: 'Email is the same',
      });
    }
    if (!hasMailer && (await ctx.context.internalAdapter.findUserByEmail(email))) {
      throw new APIError('CONFLICT', { code: 'EMAIL_TAKEN', message: 'Email already in use' });
    }
  });
