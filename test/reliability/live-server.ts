import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TEST_PASSWORD, uniqueEmail } from '../fixtures';
import { freePort, type RunningServer, startServer, waitForHealth } from '../server-process';
import { TEST_SECRET } from '../test-app';

// The real server as a process on loopback, and browser-like clients that talk to it over HTTP:
// what the crash, realtime-at-scale and soak tests measure.

export interface LiveServer {
  origin: string;
  port: number;
  dataDir: string;
  process: RunningServer;
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb: () => number;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
}

export async function makeDataDir(prefix: string): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), `juntos-${prefix}-`));
  // The embedded PostgreSQL runs as another user when the tests run as root.
  await fsp.chmod(dir, 0o755);
  return dir;
}

export function rssMbOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Starts `src/server/main.ts` (or `npm start`) on a free port. Behind a "proxy" (TRUST_PROXY):
 * each client below sends its own X-Forwarded-For, so the per-address sign-up limit sees many
 * people, as it would in production, instead of one loopback address.
 */
export async function startLiveServer({
  dataDir,
  port,
  databaseUrl,
  viaNpm = false,
  bundled = false,
  env = {},
}: {
  dataDir: string;
  port?: number;
  databaseUrl?: string;
  viaNpm?: boolean;
  /** The production bundle as `npm start` runs it, rather than the sources through tsx. */
  bundled?: boolean;
  env?: Record<string, string>;
}): Promise<LiveServer> {
  const chosenPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosenPort}`;
  const running = startServer(
    {
      DATA_DIR: dataDir,
      PORT: String(chosenPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      BETTER_AUTH_SECRET: TEST_SECRET,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    { viaNpm, bundled },
  );
  await waitForHealth(chosenPort, running);
  return {
    origin,
    port: chosenPort,
    dataDir,
    process: running,
    rssMb: () => rssMbOf(running.child.pid),
    stop: async () => {
      if (running.child.exitCode !== null) return;
      running.child.kill('SIGTERM');
      await running.exited;
    },
  };
}

let nextAddress = 1;

/** A person with a browser: keeps the session cookie, and has an address of their own. */
export class LiveClient {
  cookie = '';
  readonly address = `10.200.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;

  constructor(public origin: string) {}

  async request(method: string, urlPath: string, body?: unknown, origin = this.origin) {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${origin}${urlPath}`, { method, headers, body: payload });
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
    const session = cookies.find((cookie) => cookie.startsWith('better-auth.session_token='));
    if (session) this.cookie = session;
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, body: json as Record<string, unknown> & { id?: string } };
  }

  async signUp(fullName = 'Ana García') {
    const email = uniqueEmail('live');
    const answer = await this.request('POST', '/api/auth/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      fullName,
    });
    if (answer.status !== 200)
      throw new Error(`sign-up: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { email, userId: (answer.body.user as { id: string }).id };
  }
}

/** An active couple made over HTTP: A creates the code, B joins with it. */
export async function liveCouple(origin: string) {
  const a = new LiveClient(origin);
  const b = new LiveClient(origin);
  await a.signUp('Ana García');
  await b.signUp('Bruno Díaz');
  const created = await a.request('POST', '/api/couples', { relationshipStartDate: '2024-02-14' });
  const code = (created.body.couple as { coupleCode: string }).coupleCode;
  const joined = await b.request('POST', '/api/couples/join', { code });
  if (joined.status !== 200)
    throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { a, b, coupleId: (created.body.couple as { id: string }).id };
}

/** Percentile of a list of numbers (nearest rank), 0 for an empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Prints rows as an aligned text table (what the long tests leave in the output). */
export function printTable(title: string, rows: Record<string, string | number>[]) {
  const columns = Object.keys(rows[0] ?? {});
  const width = (column: string) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const text = [
    `\n${title}`,
    line(columns.map((column) => column.padEnd(width(column)))),
    line(columns.map((column) => '-'.repeat(width(column)))),
    ...rows.map((row) => line(columns.map((column) => String(row[column]).padEnd(width(column))))),
  ].join('\n');
  console.info(text);
}
