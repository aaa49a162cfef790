// The server as plain JavaScript for `npm start`: one esbuild bundle of our TypeScript (packages
// stay imports from node_modules), rebuilt when its sources changed. Loading some 200 files
// through tsx's loader hooks was most of the start-up: 6.6 s of 7.5 s on the shared 2-core
// machine, against 1.4 s for loading the same packages natively.
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestChange } from './web-build.mjs';

// What the bundle is made from: a change to any of these, newer than the bundle, makes it stale.
const SERVER_INPUTS = ['src/server', 'src/shared', 'tsconfig.json', 'package-lock.json'];
const OUT_DIR = 'dist/server';
export const SERVER_ENTRY = `${OUT_DIR}/main.mjs`;
/**
 * The operator's commands, bundled beside the server: where the sources are not (the container
 * image), `npm run backup`, `restore` and `reset-password` run these (scripts/run-tool.mjs).
 */
export const TOOL_ENTRIES = {
  backup: 'src/server/backup/backup-command.ts',
  restore: 'src/server/backup/restore-command.ts',
  'reset-password': 'src/server/reset-password-cli.ts',
};

/** Whether `root`'s server has no bundle, or sources changed after it was made. */
export function serverBuildIsStale(root) {
  const entry = path.join(root, SERVER_ENTRY);
  if (!existsSync(entry)) return true;
  const builtAt = statSync(entry).mtimeMs;
  return SERVER_INPUTS.some((input) => {
    const full = path.join(root, input);
    return existsSync(full) && newestChange(full) > builtAt;
  });
}

/**
 * Bundles src/server/main.ts into dist/server (in a scratch folder first, then moved into place,
 * so a server starting meanwhile never loads half a bundle). Dynamic imports stay separate
 * chunks: the S3 driver and the embedded database load only when used, as from the sources.
 */
export async function buildServer(root) {
  const scratch = path.join(root, `${OUT_DIR}.${process.pid}.tmp`);
  rmSync(scratch, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts', ...TOOL_ENTRIES },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outdir: scratch,
    outExtension: { '.js': '.mjs' },
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  mkdirSync(path.dirname(path.join(root, OUT_DIR)), { recursive: true });
  rmSync(path.join(root, OUT_DIR), { recursive: true, force: true });
  try {
    renameSync(scratch, path.join(root, OUT_DIR));
  } catch {
    // Another start moved its identical bundle into place first.
    rmSync(scratch, { recursive: true, force: true });
  }
}
