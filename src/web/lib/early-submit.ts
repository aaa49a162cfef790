/**
 * A form submitted before the app's code ran (a server-drawn sign-in form, tapped at once on a
 * slow phone): public/theme-init.js held it instead of letting the browser send it as a GET.
 */
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    juntosHeldSubmit?: HeldSubmit;
  }
}

/** From now on submits are the app's: theme-init.js stops holding them. Call before the root. */
export function markCodeRunning(): void {
  document.documentElement.dataset.code = 'running';
}

/**
 * Sends the held submit through the app, once the screen is live: hydration keeps the form's
 * nodes and what was typed into them (lib/forms/use-zod-form.ts), so it sends what the person
 * saw. A task later, so the render that adopted the typed values has committed.
 */
export function sendHeldSubmit(): void {
  const held = window.juntosHeldSubmit;
  if (!held) return;
  delete window.juntosHeldSubmit;
  setTimeout(() => {
    if (!held.form.isConnected) return;
    const submitter = held.submitter?.isConnected ? held.submitter : undefined;
    held.form.requestSubmit(submitter);
  }, 0);
}
