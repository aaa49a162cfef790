import { afterAll, beforeAll } from 'vitest';
import webpush from 'web-push';
import { type PushService, startPushService } from './push-service';
import { setupTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * A file's app whose pushes reach a loopback push service: the service starts first (the app's
 * settings name its origin), and the app trusts it by that exact origin, as only a test may do.
 * `pushes.service` is the running service once the file's `beforeAll` hooks have run.
 */
export function setupTestAppWithPushService(options: TestAppOptions = {}): {
  testApp: TestApp;
  pushes: { readonly service: PushService };
} {
  const vapid = webpush.generateVAPIDKeys();
  let service: PushService | undefined;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service?.close();
  });
  const pushes = {
    get service(): PushService {
      if (!service) throw new Error('the push service starts in beforeAll');
      return service;
    },
  };
  const testApp = setupTestApp(
    () => ({
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:pareja@example.com',
      PUSH_SERVICE_HOSTS: pushes.service.origin,
    }),
    options,
  );
  return { testApp, pushes };
}
