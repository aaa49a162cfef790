import { authScreen, signInThroughForm, signUpThroughForm } from './support/auth-screen';
import { openPhone } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';
import { signUpThroughApi, TEST_PASSWORD, uniqueEmail } from './support/users';

test.describe('signing up, in and out', () => {
  test('a new person signs up, is welcomed and lands on the dashboard', async () => {
    const { page } = await openPhone();
    await page.goto('/');
    await signUpThroughForm(page, {
      fullName: 'Ana García',
      email: uniqueEmail('signup'),
      password: TEST_PASSWORD,
    });

    await expect(page.getByText('¡Cuenta creada! Bienvenido 💕')).toBeVisible();
    await expectScreenAt(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Hola, Ana' })).toBeVisible();
  });

  test('accepts the longest name (100) and password (72) allowed', async () => {
    const { page } = await openPhone();
    await page.goto('/');
    await signUpThroughForm(page, {
      fullName: 'A'.repeat(100),
      email: uniqueEmail('limits'),
      password: 'x'.repeat(72),
    });
    await expectScreenAt(page, '/dashboard');
  });

  test('signing out goes back to the sign-in screen and the dashboard is then out of reach', async () => {
    const { page } = await openPhone();
    await page.goto('/');
    await signUpThroughForm(page, {
      fullName: 'Bruno Díaz',
      email: uniqueEmail('signout'),
      password: TEST_PASSWORD,
    });
    await expectScreenAt(page, '/dashboard');

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expectScreenAt(page, '/');
    await expect(authScreen(page).loginButton).toBeVisible();

    // Not just the screen: after a reload the server no longer knows the session either.
    await page.goto('/dashboard');
    await expectScreenAt(page, '/');
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
  });

  test('a returning person signs in and lands on the dashboard', async () => {
    const user = await signUpThroughApi({ fullName: 'Carmen Ruiz' });
    const { page } = await openPhone();
    await page.goto('/');
    await signInThroughForm(page, user);

    await expect(page.getByText('¡Bienvenido de nuevo! 💕')).toBeVisible();
    await expectScreenAt(page, '/dashboard');
  });

  test('while signing in, the button keeps the focus and pressing it again sends nothing', async () => {
    const user = await signUpThroughApi({ fullName: 'Pilar Méndez' });
    const { page } = await openPhone();
    let signIns = 0;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/auth/sign-in/email', async (route) => {
      signIns += 1;
      await answered;
      await route.continue();
    });
    await page.goto('/');
    const screen = authScreen(page);
    await screen.email.fill(user.email);
    await screen.password.fill(user.password);
    await screen.loginButton.focus();
    await page.keyboard.press('Enter');

    const busy = page.getByRole('button', { name: 'Cargando...' });
    await expect(busy).toBeVisible();
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    answer();

    await expectScreenAt(page, '/dashboard');
    expect(signIns).toBe(1);
  });

  test('a wrong password shows an error and stays on the sign-in screen', async () => {
    const user = await signUpThroughApi({ fullName: 'Diego León' });
    const { page } = await openPhone();
    await page.goto('/');
    await signInThroughForm(page, { email: user.email, password: 'no-es-mi-clave' });

    await expect(page.getByText('Email o contraseña incorrectos')).toBeVisible();
    await expectScreenAt(page, '/');
    await expect(authScreen(page).loginButton).toBeVisible();
  });

  test('signing up with an email that already has an account is refused without saying whose', async () => {
    const user = await signUpThroughApi({ fullName: 'Elena Mora' });
    const { page } = await openPhone();
    await page.goto('/');
    await signUpThroughForm(page, { ...user, fullName: 'Otra Persona' });

    await expect(
      page.getByText(
        'No hemos podido crear una cuenta con este email. Si ya tienes una, inicia sesión.',
      ),
    ).toBeVisible();
    await expectScreenAt(page, '/');
  });

  test('after five failed sign-ins, asks the person to wait', async () => {
    const user = await signUpThroughApi({ fullName: 'Fernando Gil' });
    const { page } = await openPhone();
    await page.goto('/');
    const screen = authScreen(page);
    await screen.email.fill(user.email);
    await screen.password.fill('no-es-mi-clave');
    // Five wrong passwords for one account run at full speed, then it must wait (as must an
    // address after 5 attempts a minute); each attempt waits for its answer.
    // Enter in the password field sends the form: on a phone the error toasts pile up over the
    // button (and stay while the pointer rests on them), as they would under a thumb.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(screen.loginButton).toBeEnabled();
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/email'));
      await screen.password.press('Enter');
      expect((await answered).status()).toBe(401);
    }
    await expect(screen.loginButton).toBeEnabled();
    await screen.password.press('Enter');
    // Whichever limit answers first (the account's wait is one second by now, the address's a
    // minute), the person is asked to wait.
    await expect(page.getByText(/^Demasiados intentos/)).toBeVisible();
    await expectScreenAt(page, '/');
  });

  test('the session survives closing the browser when its saved state is restored', async () => {
    const user = await signUpThroughApi({ fullName: 'Gloria Sanz' });
    const first = await openPhone();
    await first.page.goto('/');
    await signInThroughForm(first.page, user);
    await expectScreenAt(first.page, '/dashboard');
    const storageState = await first.context.storageState();
    await first.context.close();

    const second = await openPhone({ storageState });
    await second.page.goto('/');
    await expectScreenAt(second.page, '/dashboard');
  });
});
