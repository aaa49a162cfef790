import type { TNotificationSettings } from '@shared/schemas/notifications';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { browserLocale } from './api/notifications';

export type PushSupport = 'supported' | 'unsupported';

export const pushSupport = (): PushSupport =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window
    ? 'supported'
    : 'unsupported';

/** The VAPID key as PushManager wants it: the bytes of its base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The app's service worker (registered at load in production; here too, for a dev build). */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export class PushPermissionDenied extends Error {}

/**
 * Turns push on for this browser: asks the permission (only now, on the person's tap), subscribes
 * with our VAPID key and hands the subscription to the server.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<TNotificationSettings> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  const registration = await serviceWorker();
  const subscribe = async () => {
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    });
    return apiFetch<TNotificationSettings>('/api/notifications/subscriptions', {
      method: 'POST',
      json: { ...subscription.toJSON(), ...browserLocale() },
    });
  };
  try {
    return await subscribe();
  } catch (error) {
    // The browser's endpoint is still another account's (signed out here without turning
    // notifications off): a new subscription gets a new endpoint, this person's own.
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    return subscribe();
  }
}

export async function unsubscribeThisBrowser(): Promise<TNotificationSettings | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return apiFetch<TNotificationSettings>('/api/notifications/subscriptions/remove', {
    method: 'POST',
    json: { endpoint },
  });
}
