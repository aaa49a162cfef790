import { SERVER_STATE_ID } from '@shared/server-render';

/** The `<` of the data never reaches the HTML parser as markup: `</script>` stays text. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

interface TDocumentParts {
  /** The built index.html (the app shell). */
  shell: string;
  /** React's markup of the screen. */
  html: string;
  state: { language: string };
  theme?: 'light' | 'dark';
}

/**
 * The app shell with the screen drawn into #root and its data after it, in a JSON element the
 * browser never runs (the CSP forbids inline scripts; app/server-state.ts reads it). The
 * sign-in header the build put before #root (scripts/first-paint-shell.ts) is the screen itself
 * now, so it goes.
 */
export function screenDocument({ shell, html, state, theme }: TDocumentParts): string {
  const language = escapeAttribute(state.language);
  const htmlTag = theme
    ? `<html lang="${language}" class="${theme}" style="color-scheme: ${theme}">`
    : `<html lang="${language}">`;
  const stateElement = `<script type="application/json" id="${SERVER_STATE_ID}" data-lang="${language}">${serializeForScript(state)}</script>`;
  return shell
    .replace(/<html[^>]*>/, htmlTag)
    .replace(/<div id="first-paint"[\s\S]*?(?=<div id="root">)/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${stateElement}`);
}
