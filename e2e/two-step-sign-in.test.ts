import type { Page } from '@playwright/test';
import { machineNow } from '@test/machine-clock';
import { totpCode, totpKeyOf, wrongTotpCode } from '@test/totp';
import { authScreen, signInThroughForm } from './support/auth-screen';
import { openPhone, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';
import { signInContext, signUpThroughApi, TEST_PASSWORD } from './support/users';

const STEP_MS = 30_000;
const keyOf = (printedKey: string) =>
  totpKeyOf(`otpauth://totp/Juntos?secret=${printedKey.replace(/\s+/g, '')}`);

/**
 * The codes of a test are chosen by step, from one reading of the clock when two-step sign-in is
 * turned on: that step's code turns it on, the next step's signs in. The server takes a code of
 * the step either side of its own and each step once, so both hold whenever the server checks
 * them, a step boundary passing in between or not (a code read "now" near a boundary did not).
 */
const codeAt = (printedKey: string, at: number) => totpCode(keyOf(printedKey), at);

/** Turns the two-step sign-in on from the profile; the printed key and the ten backup codes. */
async function enableTwoStep(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirma que eres tú' });
  await confirm.getByLabel('Contraseña').fill(TEST_PASSWORD);
  await confirm.getByRole('button', { name: 'Continuar' }).click();

  const scan = page.getByRole('dialog', { name: 'Escanea el código' });
  await expect(
    scan.getByRole('img', { name: 'Código QR para tu app de autenticación' }),
  ).toBeVisible();
  const key = (await scan.locator('code').textContent()) ?? '';
  await screenshot(page, 'privacy-two-step-scan-light', { fullPage: false });
  const enabledAt = machineNow().getTime();
  await scan.getByLabel('Código').fill(wrongTotpCode(keyOf(key), enabledAt));
  await scan.getByRole('button', { name: 'Activar' }).click();
  await expect(scan.getByText('Código incorrecto')).toBeVisible();
  await scan.getByLabel('Código').fill(codeAt(key, enabledAt));
  await scan.getByRole('button', { name: 'Activar' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Tus códigos de respaldo' });
  const codeItems = codesDialog.getByRole('list').getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  // Two-step sign-in is on by now: nothing on this sheet to cancel.
  await expect(codesDialog.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await screenshot(page, 'privacy-backup-codes-light', { fullPage: false });
  await codesDialog.getByRole('button', { name: 'Listo, ya los he guardado' }).click();
  await expect(page.getByText('Activada', { exact: true })).toBeVisible();
  return { key, codes, enabledAt };
}

test.describe('two-step sign-in', () => {
  // One person turns it on once; each former test a step, named in a failure's report. The
  // authenticator's code comes first: it is chosen by step from when it was turned on.
  test('after the password, a code from the app or a backup code; a remembered device skips it', async () => {
    const user = await signUpThroughApi({ fullName: 'Marta Ibáñez' });
    const { context, page } = await openPhone();
    await signInContext(context, user);
    const { key, codes, enabledAt } = await enableTwoStep(page);

    await test.step('a code from the authenticator app after the password; a remembered device skips it', async () => {
      // The app closed before its cookies go, as a person's would be between two sign-ins.
      await page.goto('about:blank');
      await context.clearCookies();
      await page.goto('/');
      await signInThroughForm(page, user);
      await expect(page.getByRole('heading', { name: 'Un paso más' })).toBeVisible();
      await screenshot(page, 'privacy-second-step-light', { fullPage: false });
      await page.getByLabel('Código', { exact: true }).fill(codeAt(key, enabledAt + STEP_MS));
      await page.getByRole('switch', { name: 'Recordar este dispositivo durante 30 días' }).click();
      await page.getByRole('button', { name: 'Verificar' }).click();
      await expectScreenAt(page, '/dashboard');

      // Signed out, the same browser is remembered: the password alone signs in.
      await page.goto('about:blank');
      await context.clearCookies({ name: /session/ });
      await page.goto('/');
      await signInThroughForm(page, user);
      await expectScreenAt(page, '/dashboard');
    });

    await test.step('a backup code signs in once and is refused the second time', async () => {
      const [code = ''] = codes;

      const borrowed = await openPhone();
      await borrowed.page.goto('/');
      await signInThroughForm(borrowed.page, user);
      await borrowed.page.getByRole('button', { name: 'Usar un código de respaldo' }).click();
      // Read aloud or copied from paper: upper case, a space for the dash.
      await borrowed.page
        .getByLabel('Código de respaldo')
        .fill(code.toUpperCase().replace('-', ' '));
      await borrowed.page.getByRole('button', { name: 'Verificar' }).click();
      await expectScreenAt(borrowed.page, '/dashboard');

      const another = await openPhone();
      await another.page.goto('/');
      await signInThroughForm(another.page, user);
      await another.page.getByRole('button', { name: 'Usar un código de respaldo' }).click();
      await another.page.getByLabel('Código de respaldo').fill(code);
      await another.page.getByRole('button', { name: 'Verificar' }).click();
      await expect(
        another.page.getByText('Código de respaldo incorrecto o ya usado'),
      ).toBeVisible();
      await expectScreenAt(another.page, '/');
      await expect(authScreen(another.page).email).toHaveCount(0);
    });
  });
});
