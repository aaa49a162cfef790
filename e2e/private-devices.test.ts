import type { TDevicesResponse } from '@shared/schemas/devices';
import type { TNotificationSettings } from '@shared/schemas/notifications';
import { authScreen, signInThroughForm } from './support/auth-screen';
import { openPhone, screenshot } from './support/browser';
import { linkedPartnersOnPhones, toastText } from './support/couples';
import { expectKeptOnDevice, keptDeviceData } from './support/device-data';
import { expect, test } from './support/fixtures';
import { PICTURE_SCHEMES } from './support/pictures';
import { expectListening, expectScreenAt } from './support/screen';
import { signUpThroughApi } from './support/users';

const USER_AGENTS = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

/** One person signed in on a device of their own (a browser context with that user agent). */
async function signedInDevice(
  user: { email: string; password: string },
  options: { userAgent: string; colorScheme?: 'light' | 'dark' },
) {
  const device = await openPhone(options);
  await device.page.goto('/');
  await signInThroughForm(device.page, user);
  await expectScreenAt(device.page, '/dashboard');
  return device;
}

for (const colorScheme of PICTURE_SCHEMES) {
  test(`a device signed out from another's list loses access at once (${colorScheme})`, async () => {
    const clara = await signUpThroughApi({ fullName: 'Clara Ruiz' });
    const phone = await signedInDevice(clara, {
      userAgent: USER_AGENTS.androidChrome,
      colorScheme,
    });
    const laptop = await signedInDevice(clara, { userAgent: USER_AGENTS.windowsChrome });
    const tablet = await signedInDevice(clara, { userAgent: USER_AGENTS.ipadSafari });
    expect((await laptop.context.request.get('/api/profile')).status()).toBe(200);

    const { page } = phone;
    await page.goto('/profile#devices');
    const card = page.locator('#devices');
    await expect(card.getByRole('heading', { name: 'Tus dispositivos' })).toBeVisible();
    const list = card.getByRole('list', { name: 'Tus dispositivos' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const self = list.getByRole('listitem').first();
    await expect(self).toContainText('Chrome en Android');
    await expect(self).toContainText('Este dispositivo');
    // Its own session is ended with the ordinary sign-out, not from the list.
    await expect(self.getByRole('button')).toHaveCount(0);
    await expect(list).toContainText('Safari en iPadOS');
    await expect(list).toContainText('Dispositivo desconocido'); // The sign-up, made by a script.
    await expect(list.getByText('Activo ahora').first()).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `profile-devices-${colorScheme}`, { fullPage: false });

    // The laptop's dashboard stays open, live, with what it keeps of Clara on the device.
    await expectListening(laptop.page);
    await expectKeptOnDevice(laptop.page, 'Clara');

    await list.getByRole('button', { name: 'Cerrar sesión en Chrome en Windows' }).click();
    await expect(toastText(page, 'Sesión cerrada en ese dispositivo')).toBeVisible();
    // At once: the very next request of the laptop is refused, despite its 5-minute cookie cache.
    expect((await laptop.context.request.get('/api/profile')).status()).toBe(401);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list).not.toContainText('Chrome en Windows');
    // And its open screen goes by itself, untouched: its live stream ended, the app asked and
    // learnt why, says so, and keeps nothing of Clara (it kept the screen for 30 s and more).
    await expectScreenAt(laptop.page, '/');
    await expect(authScreen(laptop.page).loginButton).toBeVisible();
    await expect(
      toastText(laptop.page, 'Tu sesión ha terminado. Inicia sesión de nuevo.'),
    ).toBeVisible();
    await expect.poll(() => keptDeviceData(laptop.page)).toBe('');

    await card.getByRole('button', { name: 'Cerrar sesión en los demás' }).click();
    await expect(toastText(page, 'Sesión cerrada en tus otros dispositivos')).toBeVisible();
    expect((await tablet.context.request.get('/api/profile')).status()).toBe(401);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(card.getByText('Solo tienes la sesión abierta aquí.')).toBeVisible();
    // And this device is still signed in.
    const devices = (await (
      await phone.context.request.get('/api/devices')
    ).json()) as TDevicesResponse;
    expect(devices.devices.map((device) => device.isCurrent)).toEqual([true]);
  });
}

test.describe('discreet notifications', () => {
  // What the push then says ("something new", naming nobody and nothing, in the reader's
  // language) is proved where the sender runs on a clock the test moves:
  // src/server/features/notifications/discreet-pushes.test.ts. Here, the switch a person uses.
  test('the switch on the profile turns them on, saved at once and still on after a reload', async () => {
    const { phoneB } = await linkedPartnersOnPhones();
    const { page } = phoneB;
    await page.goto('/profile');
    const discreet = page.getByRole('switch', { name: 'Notificaciones discretas' });
    await expect(discreet).toHaveAttribute('aria-checked', 'false');
    await discreet.click();
    await expect(discreet).toHaveAttribute('aria-checked', 'true');
    await expect
      .poll(
        async () =>
          (
            (await (
              await phoneB.context.request.get('/api/notifications')
            ).json()) as TNotificationSettings
          ).discreet,
      )
      .toBe(true);
    await page.reload();
    await expect(discreet).toHaveAttribute('aria-checked', 'true');
  });

  test('screenshots: the switch on the profile, light and dark', {
    tag: '@screenshots',
  }, async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const user = await signUpThroughApi({ fullName: 'Nora' });
      const phone = await openPhone({ colorScheme });
      await phone.context.addCookies(user.cookies);
      await phone.page.goto('/profile');
      const discreet = phone.page.getByRole('switch', { name: 'Notificaciones discretas' });
      await discreet.click();
      await expect(discreet).toHaveAttribute('aria-checked', 'true');
      await discreet.scrollIntoViewIfNeeded();
      await screenshot(phone.page, `profile-discreet-${colorScheme}`, { fullPage: false });
    }
  });
});
