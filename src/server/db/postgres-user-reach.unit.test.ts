import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { embeddedBinaryPath, letPostgresUserReach } from './postgres-user-reach';

let root = '';
afterEach(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
});

const modeOf = async (dir: string) => (await fs.stat(dir)).mode & 0o777;

it('lets others enter, not list, each private directory above the target', async () => {
  // A checkout in `mktemp -d`: private at the top, open below.
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-reach-'));
  const open = path.join(root, 'm', 'node_modules');
  await fs.mkdir(open, { recursive: true, mode: 0o755 });
  await fs.chmod(root, 0o700);
  const target = path.join(open, 'initdb');

  expect(await letPostgresUserReach(target)).toEqual([root]);
  expect(await modeOf(root)).toBe(0o701);
  expect(await modeOf(open)).toBe(0o755);
  // Once reachable, nothing more changes.
  expect(await letPostgresUserReach(target)).toEqual([]);
});

it('finds the embedded binaries of this machine', async () => {
  await expect(fs.access(await embeddedBinaryPath())).resolves.toBeUndefined();
});
