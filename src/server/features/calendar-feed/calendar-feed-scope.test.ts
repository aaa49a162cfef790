import { expectCoupleScoped } from '@test/authorization';
import { setupTestApp } from '@test/test-app';
import { describe, it } from 'vitest';

// Each person manages their own feed URL: another couple, or former partners, only ever get
// theirs, with nothing of the owner couple in the answer (the feed itself: calendar-feed.test.ts).
const testApp = setupTestApp();

describe('calendar feed settings are the caller own', () => {
  it('GET /api/calendar-feed shows nothing of another couple', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/calendar-feed' },
      {
        setup: async (owner) => {
          await owner.a.client.post('/api/calendar-feed', { language: 'es' });
        },
        outsider: 'own-data',
      },
    );
  });

  it('POST /api/calendar-feed makes a URL for the caller alone', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/calendar-feed', body: { language: 'es' } },
      { outsider: 'own-data' },
    );
  });
});
