import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/precompress';

let outDir = '';
afterEach(async () => {
  if (outDir) await fs.rm(outDir, { recursive: true, force: true });
});

/** Runs the plugin's build hooks on a folder shaped like Vite's output. */
async function runOn(files: Record<string, string>): Promise<string> {
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-precompress-'));
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(outDir, name)), { recursive: true });
    await fs.writeFile(path.join(outDir, name), content);
  }
  const plugin = precompress();
  const configResolved = plugin.configResolved as (config: unknown) => void;
  configResolved({ root: '/', build: { outDir } });
  await (plugin.closeBundle as () => Promise<void>)();
  return outDir;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

describe('precompress (build plugin)', () => {
  it('writes Brotli and gzip copies that decompress to the very file', async () => {
    const script = `export const words = ${JSON.stringify('te quiero '.repeat(400))};`;
    const dir = await runOn({
      'assets/app-abc.js': script,
      'assets/app-abc.css': 'a{}'.repeat(500),
    });
    for (const name of ['assets/app-abc.js', 'assets/app-abc.css']) {
      const original = await fs.readFile(path.join(dir, name));
      const br = await fs.readFile(path.join(dir, `${name}.br`));
      const gz = await fs.readFile(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
  });

  it('leaves small files, images, fonts and the build bookkeeping alone', async () => {
    const dir = await runOn({
      'assets/tiny.js': 'export {}',
      'assets/photo.png': 'x'.repeat(5000),
      'assets/font.woff2': 'x'.repeat(5000),
      '.vite/manifest.json': JSON.stringify({ a: 'x'.repeat(5000) }),
    });
    for (const name of [
      'assets/tiny.js',
      'assets/photo.png',
      'assets/font.woff2',
      '.vite/manifest.json',
    ]) {
      expect(await exists(path.join(dir, `${name}.br`))).toBe(false);
      expect(await exists(path.join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
