/**
 * The server's rendering of a screen carries its data and the language it was drawn in, in a
 * non-executable JSON element after #root (docs/BOOT.md). Written by src/server/ssr, read here
 * and by app/server-state.ts.
 */
export const SERVER_STATE_ID = 'juntos-state';

let drawnIn: { language: string | undefined } | null = null;

/**
 * The language the server drew the page in, when it did: the browser must start in it too.
 * Remembered at the first call, since the state's element leaves the page once it is read.
 */
export function serverLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  drawnIn ??= { language: document.getElementById(SERVER_STATE_ID)?.dataset.lang };
  return drawnIn.language;
}
