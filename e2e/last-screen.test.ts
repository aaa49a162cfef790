import { dashboardScreen, linkedPartnersOnPhones } from './support/couples';
import { keptLastScreen, waitForServiceWorker } from './support/device-data';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';

// What this file proves is the service worker's: its phones run it (fixtures.ts).
test.use({ withServiceWorker: true });

// A reopen draws the last screen seen at once, from the document the service worker answers
// with, before any of the app's code has run (lib/last-screen, docs/BOOT.md). That a sign-out
// leaves no such picture is offline-reading.test.ts's sign-out walk.

test('a reopen shows the last screen with the document, then the app takes over', async () => {
  const { phoneA, phoneB } = await linkedPartnersOnPhones();
  const a = phoneA.page;
  await a.goto('/dashboard');
  await expect(dashboardScreen(a).coupleNames('Ana', 'Bruno')).toBeVisible();
  await waitForServiceWorker(a);
  await expect.poll(() => keptLastScreen(a, '/dashboard')).toContain('id="couple-names"');

  // The document itself carries the picture: it is drawn before any script.
  const reopened = await a.goto('/dashboard');
  expect(reopened?.fromServiceWorker()).toBe(true);
  const html = (await reopened?.text()) ?? '';
  expect(html).toMatch(
    /<div id="last-screen" inert aria-hidden="true">.*id="couple-names".*Bruno/s,
  );

  // Then the app's own screen: the picture is gone, the names are there once, live.
  await expectScreenAt(a, '/dashboard');
  await expect(a.locator('#last-screen')).toHaveCount(0);
  await expect(dashboardScreen(a).coupleNames('Ana', 'Bruno')).toHaveCount(1);
  await expect(dashboardScreen(a).coupleNames('Ana', 'Bruno')).toBeVisible();

  // The partner ends the couple: the pictures of the shared space go on this phone too.
  const ended = await phoneB.context.request.post('/api/couples/end');
  expect(ended.ok()).toBe(true);
  await expect(dashboardScreen(a).createTitle).toBeVisible();
  await expect.poll(() => keptLastScreen(a, '/dashboard')).not.toContain('Bruno');
  const afterEnd = await a.goto('/dashboard');
  expect(await afterEnd?.text()).not.toContain('Bruno');
});
