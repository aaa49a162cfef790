import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { TestClient } from '@test/http-client';
import type { TestApp } from '@test/test-app';

// The image as an operator builds and runs it, with podman (docs/TESTING.md, "The container").

const run = promisify(execFile);
export const ROOT = path.resolve(import.meta.dirname, '../..');

export async function podman(...args: string[]): Promise<string> {
  const { stdout } = await run('podman', args, { maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

/** podman's exit code and output, for a command that may fail. */
export function podmanStatus(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('podman', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** A long command with its output passed through, so a build's progress shows. */
export function loud(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * BASE_IMAGE when given, else a Debian base with this machine's node and npm
 * (scripts/container/make-base-image.sh), made once and kept by its node version.
 */
export async function baseImage(): Promise<string> {
  if (process.env.BASE_IMAGE) return process.env.BASE_IMAGE;
  const image = `localhost/juntos-base:node-${process.versions.node}`;
  const exists = await podmanStatus('image', 'exists', image);
  if (exists.code !== 0) {
    await loud('sh', [path.join(ROOT, 'scripts/container/make-base-image.sh'), image]);
  }
  return image;
}

/** The image's size as podman reports it, in MB. */
export async function imageSizeMb(image: string): Promise<number> {
  return Math.round(Number(await podman('image', 'inspect', '--format', '{{.Size}}', image)) / 1e6);
}

/**
 * An app reached over HTTP, for the fixtures that take `testApp.app`. Requests carry the page's
 * Origin, as a browser's do: Node's fetch sends `Sec-Fetch-Mode: cors`, and better-auth refuses
 * such a request without one.
 */
export function remoteApp(baseUrl: string): Pick<TestApp, 'app'> {
  const origin = new URL(baseUrl).origin;
  const app = {
    request: (requestPath: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('origin')) headers.set('origin', origin);
      return fetch(new URL(requestPath, baseUrl), { ...init, headers });
    },
  };
  return { app } as unknown as Pick<TestApp, 'app'>;
}

/** A person's browser on the app at `baseUrl`, keeping its cookies. */
export const remoteClient = (baseUrl: string) => new TestClient(remoteApp(baseUrl));

/** Waits until /api/health answers 200; the milliseconds it took. */
export async function waitHealthy(baseUrl: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const response = await fetch(new URL('/api/health', baseUrl)).catch(() => null);
    if (response?.ok) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} did not become healthy in ${timeoutMs / 1000} s`);
}
