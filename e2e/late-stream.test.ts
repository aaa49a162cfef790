import type { TTodayEmotions } from '@shared/schemas/emotions';
import { linkedPartnersOnPhones, toastText } from './support/couples';
import { expect, test } from './support/fixtures';

// Two phones on bad links, one emotion: Ana's answer is lost on the way back, Bruno's live
// stream starts late.
test.describe('writes and live updates on a bad link', () => {
  test('a write whose answer is lost is saved once; a stream that starts late catches up on it', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;
    // Ana's phone: the server saves the emotion, the phone never hears back (a tunnel, a lift).
    const keys: string[] = [];
    await a.route('**/api/emotions', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await a.goto('/emotion-jar');
    await expect(a.getByRole('button', { name: 'Añadir Alegría' })).toBeVisible();

    // Bruno's phone is on a slow link: its stream is held until Ana's emotion is saved (after
    // his screen has its data), so the change surely lands between his first requests and the
    // stream listening.
    let aHasAdded: () => void = () => {};
    const added = new Promise<void>((resolve) => {
      aHasAdded = resolve;
    });
    let streamsHeld = 0;
    await b.route(/\/api\/realtime(\?|$)/, async (route) => {
      streamsHeld += 1;
      await added;
      await route.continue();
    });
    await b.goto('/emotion-jar');
    const partnerPanelOfB = b.getByRole('region', { name: 'Emociones de tu pareja hoy' });
    await expect(
      partnerPanelOfB.getByText('Tu pareja todavía no ha añadido emociones hoy'),
    ).toBeVisible();

    await test.step('the write whose answer was lost is retried with its idempotency key, saved once', async () => {
      await a.bringToFront();
      await a.getByRole('button', { name: 'Añadir Alegría' }).tap();
      await expect(toastText(a, 'Emoción agregada al frasco')).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      const today = await a.request.get('/api/emotions/today', {
        headers: { 'x-time-zone': Intl.DateTimeFormat().resolvedOptions().timeZone },
      });
      expect(((await today.json()) as TTodayEmotions).mine).toHaveLength(1);
      aHasAdded();
    });

    await test.step('the late stream catches up on what the partner did before it listened', async () => {
      // No second event from Ana: the stream's first "ready" alone brings the emotion.
      await b.bringToFront();
      await expect(partnerPanelOfB.getByText('Alegría')).toBeVisible({ timeout: 15_000 });
      expect(streamsHeld).toBeGreaterThanOrEqual(1);
    });
  });
});
