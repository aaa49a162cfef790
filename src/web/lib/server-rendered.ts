import { SERVER_STATE_ID } from '@shared/server-render';

// The server's rendering of a screen carries its data and the language it was drawn in, in a
// non-executable JSON element after #root (docs/BOOT.md, `@shared/server-render`). Written by
// src/server/ssr, read here and by app/server-state.ts.

/** The language the server drew the page in, when it did: the browser must start in it too. */
export function serverLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(SERVER_STATE_ID)?.dataset.lang;
}
