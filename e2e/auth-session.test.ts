import { expect, it } from 'vitest';
import { authScreen, signInThroughForm, signUpThroughForm } from './support/auth-screen';
import { describeInBrowser, openPhone } from './support/browser';
import { expectScreenAt, expectVisible } from './support/screen';
import { signUpThroughApi, TEST_PASSWORD, uniqueEmail } from './support/users';

describeInBrowser('signing up, in and out', () => {
  it('a new person signs up, is welcomed and lands on the dashboard', async () => {
    const { page } = await openPhone();
    await page.goto('/');
    await signUpThroughForm(page, {
      fullName: 'Ana García',
      email: uniqueEmail('signup'),
      password: TEST_PASSWORD,
    });

    await expectVisible(page.getByText('¡Cuenta creada! Bienvenido 💕'));
    await expectScreenAt(page, '/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Hola, Ana' }));
  });

  it('accepts the longest name (100) and password (72) allowed', async () => {
    const { page } = await openPhone();
    await page.goto('/');
    await signUpThroughForm(page, {
      fullName: 'A'.repeat(100),
      email: uniqueEmail('limits'),
      password: 'x'.repeat(72),
    });
    await expectScreenAt(page, '/dashboard');
  });

  it('signing out goes back to the sign-in screen and the dashboard is then out of reach', async () => {
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
    await expectVisible(authScreen(page).loginButton);

    // Not just the screen: after a reload the server no longer knows the session either.
    await page.goto('/dashboard');
    await expectScreenAt(page, '/');
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
  });

  it('a returning person signs in and lands on the dashboard', async () => {
    const user = await signUpThroughApi({ fullName: 'Carmen Ruiz' });
    const { page } = await openPhone();
    await page.goto('/');
    await signInThroughForm(page, user);

    await expectVisible(page.getByText('¡Bienvenido de nuevo! 💕'));
    await expectScreenAt(page, '/dashboard');
  });

  it('while signing in, the button keeps the focus and pressing it again sends nothing', async () => {
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
    await expectVisible(busy);
    expect(await busy.getAttribute('aria-disabled')).toBe('true');
    expect(await busy.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    answer();

    await expectScreenAt(page, '/dashboard');
    expect(signIns).toBe(1);
  });

  it('a wrong password shows an error and stays on the sign-in screen', async () => {
    const user = await signUpThroughApi({ fullName: 'Diego León' });
    const { page } = await openPhone();
    await page.goto('/');
    await signInThroughForm(page, { email: user.email, password: 'no-es-mi-clave' });

    await expectVisible(page.getByText('Email o contraseña incorrectos'));
    await expectScreenAt(page, '/');
    await expectVisible(authScreen(page).loginButton);
  });

  it('signing up with an email that already has an account says so', async () => {
    const user = await signUpThroughApi({ fullName: 'Elena Mora' });
    const { page } = await openPhone();
    await page.goto('/');
    await signUpThroughForm(page, { ...user, fullName: 'Otra Persona' });

    await expectVisible(page.getByText('Ya existe una cuenta con este email'));
    await expectScreenAt(page, '/');
  });

  it('after five failed sign-ins in a minute, asks the person to wait', async () => {
    const user = await signUpThroughApi({ fullName: 'Fernando Gil' });
    const { page } = await openPhone();
    await page.goto('/');
    const screen = authScreen(page);
    await screen.email.fill(user.email);
    await screen.password.fill('no-es-mi-clave');
    // The limit is 5 sign-in attempts a minute per address; each attempt waits for its answer.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/email'));
      await screen.loginButton.click();
      expect((await answered).status()).toBe(401);
    }
    await screen.loginButton.click();
    await expectVisible(
      page.getByText('Demasiados intentos. Espera un momento y vuelve a intentarlo.'),
    );
    await expectScreenAt(page, '/');
  });

  it('the session survives closing the browser when its saved state is restored', async () => {
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
