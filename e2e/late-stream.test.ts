import { linkedPartnersOnPhones, toastText } from './support/couples';
import { expect, test } from './support/fixtures';

test.describe('a live stream that starts late', () => {
  test('catches up on what the partner did before it was listening', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;
    await a.goto('/emotion-jar');
    await expect(a.getByRole('button', { name: 'Añadir Alegría' })).toBeVisible();

    // B's phone is on a slow link: its stream is held until A's emotion is saved (after B's
    // screen has its data), so the change surely lands between B's first requests and the
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

    await a.getByRole('button', { name: 'Añadir Alegría' }).tap();
    await expect(toastText(a, 'Emoción agregada al frasco')).toBeVisible();
    aHasAdded();

    // No second event from A: the stream's first "ready" alone brings the emotion.
    await expect(partnerPanelOfB.getByText('Alegría')).toBeVisible({ timeout: 15_000 });
    expect(streamsHeld).toBeGreaterThanOrEqual(1);
  });
});
