import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { parseJson } from '@server/http/validate';
import {
  ZUnlockWithPasskeySchema,
  ZUnlockWithPasswordSchema,
} from '@shared/schemas/second-factors';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import { createUnlockChallenge, unlockWithPasskey, unlockWithPassword } from './app-lock.service';

/**
 * `/api/app-lock`: the checks that open the app lock. The lock itself lives on the device (its
 * time away is the device's); these only say whether the person at it is the account's owner.
 */
export function appLockRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .use('*', requireSession(deps))
    .post('/passkey-challenge', async (c) => c.json(await createUnlockChallenge(deps, c.var.actor)))
    .post('/unlock-with-passkey', async (c) => {
      const { response } = await parseJson(c, ZUnlockWithPasskeySchema);
      const origin = c.req.header('origin') ?? new URL(c.req.url).origin;
      // The shape is checked here; everything inside it is the WebAuthn library's to judge.
      await unlockWithPasskey(
        deps,
        c.var.actor,
        response as unknown as AuthenticationResponseJSON,
        origin,
      );
      return c.body(null, 204);
    })
    .post('/unlock-with-password', async (c) => {
      const { password } = await parseJson(c, ZUnlockWithPasswordSchema);
      await unlockWithPassword(deps, c.var.actor, password);
      return c.body(null, 204);
    });
}
