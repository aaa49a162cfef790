import type { Page } from '@playwright/test';
import { expectNoReload, linkedPartnersOnPhones, markNoReload } from './support/couples';
import { expect, test } from './support/fixtures';
import { expectListening, expectScreenAt } from './support/screen';

/** The "pienso en ti" card on the dashboard, by its role and Spanish texts. */
function thinkingCard(page: Page) {
  const card = page.getByRole('region', { name: 'Pienso en ti' });
  return {
    card,
    send: card.getByRole('button', { name: /^Enviar un «pienso en ti» a / }),
    mine: (count: number) => card.getByText(`Tú hoy: ${count}`, { exact: true }),
  };
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expectScreenAt(page, '/dashboard');
  await expect(thinkingCard(page).send).toBeEnabled();
}

test.describe('pienso en ti between two partners', () => {
  // One couple: the reduced-motion heart is Ana's third tap of the day, which changes none of
  // what that step looks at (each tap brings its heart, whatever the count).
  test('hearts arrive live on the partner’s open screen, moving or standing still', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;

    await test.step('A taps on the dashboard; a heart arrives live on B’s open screen, and both see today’s count', async () => {
      await openDashboard(a);
      // Bruno is somewhere else entirely.
      await b.goto('/bucket-list');
      await expectScreenAt(b, '/bucket-list');
      await expectListening(b);
      await markNoReload(b);

      await thinkingCard(a).send.tap();
      await expect(thinkingCard(a).mine(1)).toBeVisible();
      await expect(
        a.getByRole('status').filter({ hasText: 'Le ha llegado tu corazón' }),
      ).toHaveCount(1);

      const heart = b.getByTestId('live-heart');
      await expect(heart).toBeVisible();
      await expect(heart).toHaveText('Ana está pensando en ti 💗');
      await expect(
        b.getByRole('status').filter({ hasText: 'Ana está pensando en ti' }),
      ).toHaveCount(1);
      // The heart floats away by itself.
      await expect(heart).not.toBeAttached({ timeout: 10_000 });
      await expectNoReload(b);

      // On B's dashboard, Ana's taps of today; a second tap within the minute adds to them live.
      await openDashboard(b);
      await expectListening(b);
      const fromAna = thinkingCard(b).card.getByText('Ana ha pensado en ti 1 vez hoy');
      await expect(fromAna).toBeVisible();
      await thinkingCard(a).send.tap();
      await expect(thinkingCard(a).mine(2)).toBeVisible();
      await expect(
        a.getByRole('status').filter({ hasText: 'Sumado al de hace un momento' }),
      ).toHaveCount(1);
      // Bringing the button into view (as a tap or keyboard focus may) leaves the card's content
      // where it was: the corner heart past the card's edge must not make the card scroll.
      await thinkingCard(a).send.evaluate((button) =>
        button.scrollIntoView({ block: 'start', inline: 'start' }),
      );
      expect(
        await thinkingCard(a).card.evaluate((card) => [card.scrollLeft, card.scrollTop]),
      ).toEqual([0, 0]);
      await expect(
        thinkingCard(b).card.getByText('Ana ha pensado en ti 2 veces hoy'),
      ).toBeVisible();
      await expect(thinkingCard(b).mine(0)).toBeVisible();
    });

    await test.step('with reduced motion the heart still arrives, standing still', async () => {
      await b.emulateMedia({ reducedMotion: 'reduce' });
      await openDashboard(a);
      await b.goto('/memories');
      await expectScreenAt(b, '/memories');
      await expectListening(b);

      await thinkingCard(a).send.tap();
      const pill = b.getByTestId('live-heart').locator('> div');
      await expect(pill).toBeVisible();
      expect(await pill.evaluate((element) => getComputedStyle(element).animationName)).toBe(
        'none',
      );
      await expect(
        b.getByRole('status').filter({ hasText: 'Ana está pensando en ti' }),
      ).toHaveCount(1);
    });
  });
});

// A couple of its own: the first heart of a run is told apart from the ones added to it.
test('a screen reader hears every heart, not only the first of a run', async () => {
  const { phoneA, phoneB } = await linkedPartnersOnPhones();
  await openDashboard(phoneA.page);
  await openDashboard(phoneB.page);
  // A heart is announced live only to a partner already listening.
  await expectListening(phoneB.page);
  const heardByB = phoneB.page.getByRole('status').filter({ hasText: 'Ana está pensando en ti' });
  const toldToA = phoneA.page.getByRole('status').filter({ hasText: 'Sumado al de hace' });
  const send = thinkingCard(phoneA.page).send;

  // The same words again each time: a live region speaks only when its text changes.
  await send.tap();
  await expect(heardByB).toHaveCount(1);
  let heard = await heardByB.textContent();
  await send.tap();
  await expect(toldToA).toHaveCount(1);
  let told = await toldToA.textContent();
  await expect.poll(() => heardByB.textContent()).not.toBe(heard);
  heard = await heardByB.textContent();
  for (const _ of [3, 4]) {
    await send.tap();
    await expect.poll(() => toldToA.textContent()).not.toBe(told);
    await expect.poll(() => heardByB.textContent()).not.toBe(heard);
    told = await toldToA.textContent();
    heard = await heardByB.textContent();
  }
});
