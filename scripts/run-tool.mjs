// Runs one of the operator's commands (`backup`, `restore`, `reset-password`): from the sources
// through tsx in a checkout, from the server bundle where there are no sources (the container
// image carries only dist/, scripts/server-build.mjs TOOL_ENTRIES).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');

/** `source` relative to the repository, as TOOL_ENTRIES names it. */
export async function runTool(name, source) {
  if (!existsSync(path.join(ROOT, 'src'))) {
    await import(pathToFileURL(path.join(ROOT, 'dist', 'server', `${name}.mjs`)).href);
    return;
  }
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: path.join(ROOT, 'tsconfig.json') });
  await import(pathToFileURL(path.join(ROOT, source)).href);
}
