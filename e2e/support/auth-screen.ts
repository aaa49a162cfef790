import type { Page } from '@playwright/test';

/** The sign-in / sign-up screen as a person sees it, by labels and visible texts (Spanish). */
export function authScreen(page: Page) {
  const modes = page.getByRole('group', { name: 'Elige cómo entrar' });
  return {
    title: page.getByRole('heading', { level: 1, name: 'Juntos' }),
    subtitle: page.getByText('Vuestro rincón para guardar recuerdos, planes y todo lo que os une'),
    loginMode: modes.getByRole('button', { name: 'Iniciar sesión' }),
    signUpMode: modes.getByRole('button', { name: 'Registrarse' }),
    fullName: page.getByLabel('Nombre completo'),
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Contraseña', { exact: true }),
    // In login mode the mode toggle and the submit button share the name "Iniciar sesión"; the
    // one that sends the form is the submit button. (While it is sending it reads "Cargando...",
    // so a click waits for it instead of landing on the toggle.)
    loginButton: page
      .getByRole('button', { name: 'Iniciar sesión', exact: true })
      .and(page.locator('[type="submit"]')),
    signUpButton: page.getByRole('button', { name: 'Crear cuenta' }),
    language: page.getByRole('combobox', { name: 'Idioma' }),
  };
}

export async function signUpThroughForm(
  page: Page,
  { fullName, email, password }: { fullName: string; email: string; password: string },
): Promise<void> {
  const screen = authScreen(page);
  await screen.signUpMode.click();
  await screen.fullName.fill(fullName);
  await screen.email.fill(email);
  await screen.password.fill(password);
  await screen.signUpButton.click();
}

export async function signInThroughForm(
  page: Page,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const screen = authScreen(page);
  await screen.email.fill(email);
  await screen.password.fill(password);
  await screen.loginButton.click();
}
