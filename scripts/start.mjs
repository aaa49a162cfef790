// `npm start`: builds the web app when its sources changed since the last build, then runs the
// server (TypeScript through tsx, in this same process so Ctrl-C and SIGTERM reach it directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILT_INDEX = path.join(ROOT, 'dist/web/index.html');
const WEB_INPUTS = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(BUILT_INDEX)) return true;
  const builtAt = statSync(BUILT_INDEX).mtimeMs;
  return WEB_INPUTS.some((input) => {
    const full = path.join(ROOT, input);
    return existsSync(full) && newestChange(full) > builtAt;
  });
}

// SKIP_WEB_BUILD=1: the web app is built elsewhere (a container's build stage) or not needed.
if (process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  console.log('Building the web app...');
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) {
    console.error('The web build failed.');
    process.exit(build.status ?? 1);
  }
}

// The tsconfig by its path, so its `paths` aliases (@server, @shared) resolve from any cwd.
register({ tsconfig: path.join(ROOT, 'tsconfig.json') });
await import('../src/server/main.ts');
