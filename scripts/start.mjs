// `npm start`: builds the web app when its sources changed since the last build, bundles the
// server the same way (scripts/server-build.mjs), then runs the server in this same process so
// Ctrl-C and SIGTERM reach it directly.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_ENTRY, serverBuildIsStale } from './server-build.mjs';
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

if (serverBuildIsStale(ROOT)) await buildServer(ROOT);
await import(pathToFileURL(path.join(ROOT, SERVER_ENTRY)).href);
