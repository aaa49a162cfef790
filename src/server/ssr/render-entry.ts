import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TRenderEntry } from '@shared/server-render';

// The server never imports web code: it loads the build's server entry (src/web/entry-server.tsx,
// built into dist/ssr) and talks to it through `TRenderEntry`, the contract both sides import.

const ENTRY_FILE = /^entry-server-[\w-]+\.js$/;

/** The entry's file in `dir`, or null while there is none. */
function entryFileIn(dir: string): string | null {
  if (!existsSync(dir)) return null;
  const name = readdirSync(dir).find((file) => ENTRY_FILE.test(file));
  return name ? path.join(dir, name) : null;
}

/**
 * Loads the build's entry from `dir` (dist/ssr), and the new one when a build replaced it (its
 * name carries its content's hash), as static-web.ts re-reads index.html: the markup and the
 * assets it names stay of one build. Null while there is none (a server started without
 * `vite build`, API-only tests).
 */
export function renderEntryLoader(dir: string): () => Promise<TRenderEntry | null> {
  let loaded: { dirTime: number; entry: Promise<TRenderEntry | null> } | null = null;
  return async () => {
    const dirTime = existsSync(dir) ? statSync(dir).mtimeMs : 0;
    if (loaded?.dirTime !== dirTime) {
      const file = entryFileIn(dir);
      const entry = file
        ? (import(pathToFileURL(file).href) as Promise<TRenderEntry>).then(async (module) => {
            await module.warm();
            return module;
          })
        : Promise.resolve(null);
      loaded = { dirTime, entry };
    }
    return loaded.entry;
  };
}
