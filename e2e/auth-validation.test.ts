import type { Page } from '@playwright/test';
import { authScreen } from './support/auth-screen';
import { openPhone } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt, fieldDescription } from './support/screen';
import { TEST_PASSWORD } from './support/users';

type Field = 'fullName' | 'email' | 'password';

interface ValidationCase {
  what: string;
  mode: 'login' | 'signup';
  input: { fullName?: string; email: string; password: string };
  field: Field;
  message: string;
}

const EMAIL = 'ana.garcia@example.com';

// The exact Spanish texts (es is the reference); the form shows the first problem, by its field.
const CASES: ValidationCase[] = [
  {
    what: 'an email without an @',
    mode: 'login',
    input: { email: 'ana.garcia', password: TEST_PASSWORD },
    field: 'email',
    message: 'Email inválido',
  },
  {
    what: 'a 256-character email',
    mode: 'login',
    input: { email: `${'a'.repeat(244)}@example.com`, password: TEST_PASSWORD },
    field: 'email',
    message: 'Email demasiado largo',
  },
  {
    what: 'a 5-character password',
    mode: 'login',
    input: { email: EMAIL, password: '12345' },
    field: 'password',
    message: 'La contraseña debe tener al menos 6 caracteres',
  },
  {
    what: 'a 73-character password',
    mode: 'signup',
    input: { fullName: 'Ana García', email: EMAIL, password: 'x'.repeat(73) },
    field: 'password',
    message: 'Contraseña demasiado larga',
  },
  {
    what: 'an empty name',
    mode: 'signup',
    input: { fullName: '', email: EMAIL, password: TEST_PASSWORD },
    field: 'fullName',
    message: 'El nombre es requerido',
  },
  {
    what: 'a name of only spaces',
    mode: 'signup',
    input: { fullName: '   ', email: EMAIL, password: TEST_PASSWORD },
    field: 'fullName',
    message: 'El nombre es requerido',
  },
  {
    what: 'a 101-character name',
    mode: 'signup',
    input: { fullName: 'A'.repeat(101), email: EMAIL, password: TEST_PASSWORD },
    field: 'fullName',
    message: 'Nombre demasiado largo',
  },
];

/** Counts sign-in and sign-up requests: a form that fails validation must not send any. */
function watchAuthRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (/\/api\/auth\/sign-(in|up)\//.test(request.url())) count++;
  });
  return () => count;
}

test.describe('the sign-in form checks what people type', () => {
  // One page for every case, as a person correcting the form again and again: each case is
  // a step, named in a failure's report.
  test('each problem is said under its field, with the focus there, and nothing is sent', async () => {
    const { page } = await openPhone();
    const sentRequests = watchAuthRequests(page);
    await page.goto('/');
    const screen = authScreen(page);
    for (const { mode, what, input, field, message } of CASES) {
      await test.step(`${mode} with ${what} says "${message}"`, async () => {
        await (mode === 'signup' ? screen.signUpMode : screen.loginMode).click();
        if (mode === 'signup') await screen.fullName.fill(input.fullName ?? '');
        await screen.email.fill(input.email);
        await screen.password.fill(input.password);
        await (mode === 'signup' ? screen.signUpButton : screen.loginButton).click();

        await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
        const fieldInput = screen[field];
        await expect(fieldInput).toHaveAttribute('aria-invalid', 'true');
        expect(await fieldDescription(fieldInput)).toBe(message);
        // The focus went to the field to fix, for keyboard and screen-reader users.
        await expect(fieldInput).toBeFocused();
        await expectScreenAt(page, '/');
      });
    }
    expect(sentRequests()).toBe(0);

    await test.step('switching between sign-in and sign-up clears the message', async () => {
      await screen.loginMode.click();
      await screen.email.fill('ana.garcia');
      await screen.password.fill(TEST_PASSWORD);
      await screen.loginButton.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Email inválido' })).toBeVisible();
      await screen.signUpMode.click();
      expect(await page.getByText('Email inválido').count()).toBe(0);
      await expect(screen.email).toHaveAttribute('aria-invalid', 'false');
    });
  });
});
