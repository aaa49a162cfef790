import { expectCoupleScoped } from '@test/authorization';
import { setupTestApp } from '@test/test-app';
import { describe, it } from 'vitest';

// Notification settings and devices belong to one person: another couple, or former partners,
// only ever read and change their own, and see nothing of the owner couple.
const testApp = setupTestApp();

const SETTINGS = {
  disabledKinds: ['petHungry'],
  quietStart: '23:00',
  quietEnd: '07:30',
  timeZone: 'Europe/Madrid',
  language: 'es',
};

describe('notification settings are the caller own', () => {
  it('GET /api/notifications shows nothing of another couple', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/notifications' },
      {
        outsider: 'own-data',
      },
    );
  });

  it('PUT /api/notifications changes the caller settings alone', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'PUT', path: '/api/notifications', body: SETTINGS },
      { outsider: 'own-data' },
    );
  });
});
