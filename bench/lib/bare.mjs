// Starts the bare server (bare-server.mjs) in its own process, so it does not share the load
// generator's event loop, and stops it. It runs as the app does under `npm start`: one esbuild
// bundle of the app modules it calls (scripts/server-build.mjs's options), not the sources
// through tsx, whose loader and kept function names would make the floor slower than the app.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { freePort, ROOT } from './server.mjs';

/** The bundle's entry, under dist/ (ignored by git) so its packages resolve as the app's do. */
async function bundleBareServer(root) {
  const outdir = path.join(root, 'dist', `bench-bare-${process.pid}`);
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(import.meta.dirname, 'bare-server.mjs')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outdir,
    outExtension: { '.js': '.mjs' },
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  return { entry: path.join(outdir, 'bare-server.mjs'), outdir };
}

/** `root`: the checkout whose app modules it calls (this one unless said). */
export async function startBareServer(ctx, { root = ROOT } = {}) {
  const port = await freePort();
  const { entry, outdir } = await bundleBareServer(root);
  const child = fork(entry, [], {
    // e.g. BENCH_BARE_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof-bare', as the server's.
    execArgv: (process.env.BENCH_BARE_NODE_ARGS ?? '').split(' ').filter(Boolean),
    env: {
      ...process.env,
      DATABASE_URL: ctx.databaseUrl,
      AUTH_SECRET: ctx.authSecret,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const removeEntry = () => fs.rmSync(outdir, { recursive: true, force: true });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  }).catch((error) => {
    removeEntry();
    throw error;
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      removeEntry();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
