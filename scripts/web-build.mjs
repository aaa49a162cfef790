// When the built web app is out of date, and how to build it: `npm start` (start.mjs) and the
// e2e snapshot (e2e/support/app-snapshot.ts) decide the same way.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const VITE = path.resolve(import.meta.dirname, '../node_modules/vite/bin/vite.js');
// What the build is made from: a change to any of these, newer than the build, makes it stale.
const WEB_INPUTS = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

export function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/**
 * Whether `root`'s web app has no build, or sources changed after it was built. The build is
 * the browser's app (dist/web) and the server's rendering of its screens (dist/ssr), made
 * together; a build from before server rendering has no dist/ssr.
 */
export function webBuildIsStale(root) {
  const index = path.join(root, 'dist/web/index.html');
  if (!existsSync(index) || !existsSync(path.join(root, 'dist/ssr'))) return true;
  const builtAt = statSync(index).mtimeMs;
  return WEB_INPUTS.some((input) => {
    const full = path.join(root, input);
    return existsSync(full) && newestChange(full) > builtAt;
  });
}

/** Runs `vite build` in `root` (its errors reach stderr); the exit status, 0 when it built. */
export function buildWeb(root) {
  const build = spawnSync(process.execPath, [VITE, 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return build.status ?? 1;
}
