import { sendHeldSubmit } from './early-submit';
import { takeOverLastScreen } from './last-screen/last-screen';

/**
 * Work the first screen does not need (the toaster, the other screens' texts) waits until a
 * screen has been drawn, so its downloads never compete with the first paint's on a slow link.
 * `markScreenShown` is called by the router once a screen (not its loader) is on the page.
 */
let markShown: () => void = () => {};
const screenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** The app drew a screen: the build's first-paint header (index.html) leaves for it. */
export function markScreenShown(): void {
  document.getElementById('first-paint')?.remove();
  takeOverLastScreen();
  // A server-drawn screen is on the page before its code: this says the code has taken it
  // over (hydrated), and taps now reach it (the end-to-end tests wait for it).
  document.documentElement.dataset.screen = 'live';
  document.documentElement.classList.remove('sign-in-path');
  sendHeldSubmit();
  markShown();
}

/** Runs `work` in the browser's next idle moment after the first screen was drawn. */
export function afterFirstPaint(work: () => void): void {
  if (typeof window === 'undefined') return;
  void screenShown.then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 1000 });
    else setTimeout(work, 100);
  });
}
