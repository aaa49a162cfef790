import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildServer, serverBuildIsStale } from '@scripts/server-build.mjs';
import { buildWeb, webBuildIsStale } from '@scripts/web-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

// What `node scripts/start.mjs` needs: the server and web sources, the migrations, the build.
const APP_FILES = [
  'src',
  'scripts',
  'migrations',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'dist/web',
  // The server's rendering of the screens, from the same build (vite.config.ts).
  'dist/ssr',
];

/** True when every file the built index.html and the build manifest name is really there. */
async function isCompleteBuild(webRoot: string): Promise<boolean> {
  const indexFile = path.join(webRoot, 'index.html');
  const manifestFile = path.join(webRoot, '.vite/manifest.json');
  if (!existsSync(indexFile) || !existsSync(manifestFile)) return false;
  const html = await fs.readFile(indexFile, 'utf8');
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Record<
    string,
    { file: string; css?: string[]; assets?: string[] }
  >;
  const named = [
    ...[...html.matchAll(/["'](\/assets\/[^"']+)["']/g)].map((match) => match[1] ?? ''),
    ...Object.values(manifest).flatMap((chunk) => [
      chunk.file,
      ...(chunk.css ?? []),
      ...(chunk.assets ?? []),
    ]),
  ];
  return named.every((file) => existsSync(path.join(webRoot, file)));
}

/** fs.cp keeps file times only; start.mjs also compares folder times, so copy those too. */
async function copyFolderTimes(from: string, to: string): Promise<void> {
  const stat = await fs.stat(from);
  if (!stat.isDirectory()) return;
  for (const entry of await fs.readdir(from)) {
    await copyFolderTimes(path.join(from, entry), path.join(to, entry));
  }
  // Children first: writing into a folder changes its time.
  await fs.utimes(to, stat.atime, stat.mtime);
}

/**
 * Copies the app into `target` (node_modules linked, not copied) so the server under test
 * serves one fixed build. In a shared checkout another `npm start` or `vite build` may rebuild
 * dist/web mid-run, deleting the hashed files the running server's index.html points at.
 * A copy caught mid-rebuild is dropped; start.mjs then builds the snapshot itself.
 */
export async function snapshotApp(target: string): Promise<void> {
  for (const entry of APP_FILES) {
    const from = path.join(ROOT, entry);
    if (!existsSync(from)) continue;
    // Timestamps kept: start.mjs compares sources with the build to decide whether to rebuild.
    await fs.cp(from, path.join(target, entry), { recursive: true, preserveTimestamps: true });
    await copyFolderTimes(from, path.join(target, entry));
  }
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  const webRoot = path.join(target, 'dist/web');
  if (!(await isCompleteBuild(webRoot))) await fs.rm(webRoot, { recursive: true, force: true });
}

/**
 * Builds the snapshot's web app when start.mjs would (no build, or sources newer than it), so
 * the servers of the workers, all started from this one snapshot, never build it at once; the
 * server's bundle too (start.mjs would have each worker make its own).
 */
export async function buildSnapshotIfStale(appDir: string): Promise<void> {
  if (webBuildIsStale(appDir)) {
    const status = buildWeb(appDir);
    if (status !== 0) throw new Error(`The web build of the app snapshot failed (${status})`);
  }
  if (serverBuildIsStale(appDir)) await buildServer(appDir);
}
