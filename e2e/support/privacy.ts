import type { Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (DevTools protocol) on this page: a phone's built-in passkey
 * store with its own check (face, finger, PIN) that always says "it is them".
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * The page as the phone sees it when the person switches to another app and back: the browser
 * says the page is hidden, then visible. (Playwright's pages never lose visibility on their own.)
 */
export async function setPageVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { value: next, configurable: true });
    Object.defineProperty(document, 'hidden', { value: next === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}
