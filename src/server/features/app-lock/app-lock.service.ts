import { beginPasswordCheck } from '@server/auth/password-throttle';
import { relyingParty } from '@server/auth/second-factors';
import type { PersonActor } from '@server/auth/session-env';
import type { AppDependencies } from '@server/deps';
import { badRequest, tooManyRequests } from '@server/http/errors';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { findPasskeysOfUser, updatePasskeyCounter } from './app-lock.repository';

type Deps = Pick<AppDependencies, 'auth' | 'db' | 'clock' | 'config'>;

const CHALLENGE_SECONDS = 5 * 60;
/** One challenge per session at a time: a new request replaces the one before. */
const challengeIdentifier = (sessionId: string) => `app-unlock-${sessionId}`;

const wrongPasskey = () => badRequest('privacy.lock.errors.passkeyFailed');

/**
 * The app lock's "is it still you": the device's own check (a passkey with user verification:
 * the face, the finger or the device PIN) or the account's password. Nothing is signed in or
 * out; the answer only lets this browser show the app again.
 */
export async function createUnlockChallenge(
  deps: Deps,
  actor: PersonActor,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const owned = await findPasskeysOfUser(deps.db, actor.userId);
  if (owned.length === 0) throw badRequest('privacy.lock.errors.noPasskey');
  const context = await deps.auth.$context;
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    userVerification: 'required',
    allowCredentials: owned.map((passkey) => ({
      id: passkey.credentialID,
      transports: transportsOf(passkey.transports),
    })),
  });
  const identifier = challengeIdentifier(actor.sessionId);
  await context.internalAdapter.deleteVerificationByIdentifier(identifier);
  await context.internalAdapter.createVerificationValue({
    identifier,
    value: options.challenge,
    expiresAt: new Date(deps.clock.now().getTime() + CHALLENGE_SECONDS * 1000),
  });
  return options;
}

export async function unlockWithPasskey(
  deps: Deps,
  actor: PersonActor,
  response: AuthenticationResponseJSON,
  origin: string,
): Promise<void> {
  const context = await deps.auth.$context;
  // Consumed first: a challenge answers one attempt, right or wrong.
  const challenge = await context.internalAdapter.consumeVerificationValue(
    challengeIdentifier(actor.sessionId),
  );
  if (!challenge || challenge.expiresAt < deps.clock.now()) {
    throw badRequest('privacy.passkeyErrors.expired');
  }
  const passkey = (await findPasskeysOfUser(deps.db, actor.userId)).find(
    (owned) => owned.credentialID === response.id,
  );
  if (!passkey) throw wrongPasskey();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.value,
    expectedOrigin: relyingParty(deps.config).origin ?? origin,
    expectedRPID: relyingParty(deps.config).id,
    credential: {
      id: passkey.credentialID,
      publicKey: Buffer.from(passkey.publicKey, 'base64'),
      counter: passkey.counter,
      transports: transportsOf(passkey.transports),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw wrongPasskey();
  await updatePasskeyCounter(
    deps.db,
    actor.userId,
    passkey.id,
    verification.authenticationInfo.newCounter,
  );
}

/** The password, counted against the account's one password limit like every other check. */
export async function unlockWithPassword(deps: Deps, actor: PersonActor, password: string) {
  const check = await beginPasswordCheck(deps.db, actor.email, deps.clock.now());
  if ('waitSeconds' in check) {
    throw tooManyRequests('auth.errors.tooManyAttempts', { seconds: check.waitSeconds });
  }
  const context = await deps.auth.$context;
  const credential = (await context.internalAdapter.findAccounts(actor.userId)).find(
    (account) => account.providerId === 'credential',
  );
  const isRight = credential?.password
    ? await context.password.verify({ hash: credential.password, password })
    : false;
  await check.settle(isRight ? 'right' : 'wrong');
  if (!isRight) throw badRequest('account.errors.wrongPassword');
}

const transportsOf = (stored: string | null) =>
  stored ? (stored.split(',') as AuthenticatorTransportFuture[]) : undefined;
