// Starts the bare server (bare-server.mjs) in its own process, so it does not share the load
// generator's event loop, and stops it.
import { fork } from 'node:child_process';
import path from 'node:path';
import { freePort } from './server.mjs';

export async function startBareServer(ctx) {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: ctx.databaseUrl,
      AUTH_SECRET: ctx.authSecret,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
