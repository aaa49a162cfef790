import { expectCoupleScoped } from '@test/authorization';
import { setupTestApp } from '@test/test-app';
import { describe, it } from 'vitest';

// Devices are the caller's own sessions: another couple, or former partners, only ever see and
// end their own, with nothing of the owner couple in the answer (the rules: devices.test.ts).
// Ending one device by id is person-scoped rather than couple-scoped: any other account's
// session, the partner's included, is a 404 there (devices.test.ts proves it).
const testApp = setupTestApp();

describe('devices are the caller’s own', () => {
  it('GET /api/devices lists nothing of another couple', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/devices' },
      { outsider: 'own-data' },
    );
  });

  it('POST /api/devices/sign-out-others signs out the caller’s other devices alone', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/devices/sign-out-others', body: {} },
      { outsider: 'own-data' },
    );
  });
});
