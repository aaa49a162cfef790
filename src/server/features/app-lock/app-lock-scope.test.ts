import { expectCoupleScoped } from '@test/authorization';
import { TEST_PASSWORD } from '@test/fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, it } from 'vitest';

// The app lock checks the caller's own password: another couple, or former partners, unlock
// their own account and learn nothing of the owner couple. The passkey challenge names only the
// caller's passkeys (a caller without one gets a 400): app-lock.test.ts.
const testApp = setupTestApp();

describe('the app lock is the caller’s own', () => {
  it('POST /api/app-lock/unlock-with-password checks the caller’s own password', async () => {
    await expectCoupleScoped(
      testApp,
      {
        method: 'POST',
        path: '/api/app-lock/unlock-with-password',
        body: { password: TEST_PASSWORD },
      },
      { outsider: 'own-data' },
    );
  });
});
