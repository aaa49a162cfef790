import { passkey } from '@better-auth/passkey';
import type { TConfig } from '@server/config';
import { twoFactor } from 'better-auth/plugins';
import { backupCodeStorage, newBackupCodes } from './backup-codes';
import {
  type PasskeyRegistrationDependencies,
  passkeyRegistrationGuard,
} from './passkey-registration';
import { totpReplayGuard } from './totp-replay';

const DAY = 60 * 60 * 24;

/** "Remember this device": the code step is skipped on it for this long. */
export const TRUSTED_DEVICE_SECONDS = 30 * DAY;

/**
 * The relying party is the app's public host: a
 * passkey made at https://juntos.example works there only, which is what ties it to this server.
 * Without PUBLIC_URL (a local install) the host is localhost and the origin is the request's own,
 * which the same-origin check has already held to this host.
 */
export function relyingParty(config: TConfig): { id: string; origin: string | null } {
  const publicUrl = config.PUBLIC_URL ? new URL(config.PUBLIC_URL) : null;
  return { id: publicUrl?.hostname ?? 'localhost', origin: publicUrl?.origin ?? null };
}

/** The passkey and two-step sign-in plugins; `secret` is the one better-auth is given. */
export function secondFactorPlugins(
  config: TConfig,
  secret: string,
  deps: PasskeyRegistrationDependencies,
) {
  const party = relyingParty(config);
  return [
    twoFactor({
      issuer: 'Juntos',
      trustDeviceMaxAge: TRUSTED_DEVICE_SECONDS,
      backupCodeOptions: {
        customBackupCodesGenerate: newBackupCodes,
        storeBackupCodes: backupCodeStorage(secret),
      },
    }),
    totpReplayGuard(deps.db, deps.clock),
    passkeyRegistrationGuard(deps),
    passkey({
      rpID: party.id,
      rpName: 'Juntos',
      origin: party.origin,
      // Face ID, a fingerprint or the device PIN on every use, not only possession of the phone.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    }),
  ];
}
