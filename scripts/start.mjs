// `npm start`: builds the web app when its sources changed since the last build, then runs the
// server (TypeScript through tsx, in this same process so Ctrl-C and SIGTERM reach it directly).
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { buildWeb, webBuildIsStale } from './web-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

// SKIP_WEB_BUILD=1: the web app is built elsewhere (a container's build stage) or not needed.
if (process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale(ROOT)) {
  console.log('Building the web app...');
  const status = buildWeb(ROOT);
  if (status !== 0) {
    console.error('The web build failed.');
    process.exit(status);
  }
}

// The tsconfig by its path, so its `paths` aliases (@server, @shared) resolve from any cwd.
register({ tsconfig: path.join(ROOT, 'tsconfig.json') });
await import('../src/server/main.ts');
