import type { TTodayEmotions } from '@shared/schemas/emotions';
import { linkedPartnersOnPhones, toastText } from './support/couples';
import { expect, test } from './support/fixtures';

test.describe('a write whose answer is lost on the way back', () => {
  test('is retried with its idempotency key and saved once', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    const page = phoneA.page;
    const keys: string[] = [];
    await page.route('**/api/emotions', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.fallback();
      // The server saves it; the phone never hears back (a tunnel, a lift).
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/emotion-jar');
    await page.getByRole('button', { name: 'Añadir Alegría' }).tap();
    await expect(toastText(page, 'Emoción agregada al frasco')).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const today = await page.request.get('/api/emotions/today', {
      headers: { 'x-time-zone': Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
    expect(((await today.json()) as TTodayEmotions).mine).toHaveLength(1);
  });
});
