import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes the sign-in screen's header (the heart, the name, the subtitle in every language) into
 * index.html at build time, so a phone on a slow link sees the screen's largest text as soon as
 * the HTML and CSS arrive, not after all of the JavaScript, the texts and the session check.
 * public/theme-init.js picks the subtitle's language before the first paint; the CSS in
 * styles/first-paint.css shows the shell only on the sign-in paths, and the app removes it the
 * moment its first screen is committed (lib/after-first-paint.ts). The subtitles come from the
 * locale files: one source for every text.
 */
const HEART_PATH =
  'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5';

/** Where the form's card and the footer will be: the header stays put when the app arrives. */
const FORM_PLACE =
  '<div class="h-[21.75rem] rounded-2xl border border-border/70 bg-card shadow-soft"></div><div class="mt-6 h-5"></div>';

function subtitles(localesDir: string): string {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const file = path.join(localesDir, entry.name, 'auth.json');
      const texts = JSON.parse(readFileSync(file, 'utf8')) as { auth: { subtitle: string } };
      const text = texts.auth.subtitle.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      return `<p data-lang="${entry.name}" class="mt-2 max-w-xs text-balance text-muted-foreground">${text}</p>`;
    })
    .join('');
}

export function firstPaintShell(localesDir: string): Plugin {
  return {
    name: 'first-paint-shell',
    transformIndexHtml(html) {
      const shell = `<div id="first-paint" aria-hidden="true" class="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-5 px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(2.5rem,env(safe-area-inset-bottom))]"><div class="h-10"></div><div class="flex flex-1 flex-col justify-center py-8"><div class="mb-8 flex flex-col items-center text-center"><div class="mb-4 grid size-20 place-items-center rounded-[1.75rem] bg-gradient-to-br from-[oklch(0.78_0.13_15)] to-primary shadow-glow"><svg class="size-10 fill-white text-white" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${HEART_PATH}"/></svg></div><p class="font-script text-5xl font-semibold text-primary">Juntos</p>${subtitles(localesDir)}</div>${FORM_PLACE}</div></div>`;
      return html.replace('<div id="root"></div>', `${shell}<div id="root"></div>`);
    },
  };
}
