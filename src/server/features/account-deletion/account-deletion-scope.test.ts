import { expectCoupleScoped } from '@test/authorization';
import { TEST_PASSWORD } from '@test/fixtures';
import { setupTestApp } from '@test/test-app';
import { expect, it } from 'vitest';

const testApp = setupTestApp();

it('POST /api/account-deletion deletes the caller alone, whoever else asks', async () => {
  // Every fixture person has TEST_PASSWORD: another couple's member (and the former partners
  // of an ended couple) delete their own account with it, never anything of the owner couple.
  const { owner } = await expectCoupleScoped(
    testApp,
    { method: 'POST', path: '/api/account-deletion', body: { password: TEST_PASSWORD } },
    { outsider: 'own-data' },
  );
  for (const partner of [owner.a, owner.b]) {
    expect((await partner.client.get('/api/profile')).status).toBe(200);
  }
  expect((await owner.a.client.get('/api/couples/me')).body).toMatchObject({
    couple: { id: owner.couple.id, status: 'active' },
  });
});
