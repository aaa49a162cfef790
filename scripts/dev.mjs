// `npm run dev`: the API restarting on change (tsx watch) and Vite's dev server with hot reload,
// which proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '3000';
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: apiPort },
  }),
  spawn(bin('vite'), [], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
