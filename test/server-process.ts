import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

// The server as `npm start` runs it: a real process with its own environment and output.

export interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function startServer(
  env: Record<string, string>,
  { viaNpm = false, bundled = true } = {},
): RunningServer {
  // Through npm: npm runs the script with `sh -c`, and signals must still reach the server.
  // Bundled (the default): what `npm start` execs, the esbuild bundle the suite's global set-up
  // built once (test/database.global-setup.ts), with this process's child being the server
  // itself, so its memory can be read. Through tsx each start spent some 4 s of CPU compiling
  // the server again, in each of the suite's dozen starts.
  const [command, args] = viaNpm
    ? ['npm', ['start']]
    : bundled
      ? [process.execPath, ['scripts/start.mjs']]
      : [process.execPath, ['--import', 'tsx', 'src/server/main.ts']];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      // The process is what is tested here, not the web build.
      SKIP_WEB_BUILD: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // 'close', not 'exit': the process can have exited while its last lines ("Stopped cleanly.")
  // are still in the pipe, and a test reading the output at 'exit' missed them under load.
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

export async function waitForHealth(port: number, server: RunningServer) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (response?.ok) return;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not become healthy:\n${server.output()}`);
}
