import { useSyncExternalStore } from 'react';
import { ApiError, CANCELLED_CODE } from './api-client';

/**
 * The browser's side of WebAuthn, loaded only when a passkey is used: the sign-in screen's first
 * load does not carry it.
 */
const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (the button is offered only then). */
export const canUsePasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const neverChanges = () => () => {};

/**
 * `canUsePasskeys` for a render. The server cannot know, so it draws the button (nearly every
 * browser has passkeys: nothing moves when the page is taken over); a browser without them
 * hides it right after, never a mismatch.
 */
export const useCanUsePasskeys = () =>
  useSyncExternalStore(neverChanges, canUsePasskeys, () => true);

/** The browser's own failure (cancelled, no matching passkey), as one of our errors. */
function ceremonyError(error: unknown): ApiError {
  const name = error instanceof Error ? error.name : '';
  // The person closed the browser's prompt, or it timed out: nothing to report.
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new ApiError(0, CANCELLED_CODE, 'privacy.passkeyErrors.cancelled');
  }
  if (name === 'InvalidStateError') {
    return new ApiError(400, 'passkey_exists', 'privacy.passkeys.errors.alreadyHere');
  }
  return new ApiError(400, 'passkey_failed', 'privacy.passkeyErrors.notSupported');
}

type RequestOptions = Parameters<
  Awaited<ReturnType<typeof loadWebAuthn>>['startAuthentication']
>[0]['optionsJSON'];
type CreationOptions = Parameters<
  Awaited<ReturnType<typeof loadWebAuthn>>['startRegistration']
>[0]['optionsJSON'];

/** Asks the authenticator to sign the server's challenge; the answer to send back. */
export async function signChallenge(options: RequestOptions) {
  const { startAuthentication } = await loadWebAuthn();
  return startAuthentication({ optionsJSON: options }).catch((error: unknown) => {
    throw ceremonyError(error);
  });
}

/** Asks the authenticator to make a new passkey for the server's options. */
export async function createCredential(options: CreationOptions) {
  const { startRegistration } = await loadWebAuthn();
  return startRegistration({ optionsJSON: options }).catch((error: unknown) => {
    throw ceremonyError(error);
  });
}

export type { CreationOptions, RequestOptions };
