import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './vapid-keys';

const configFor = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, BETTER_AUTH_SECRET: 'x'.repeat(32), ...env });

describe('VAPID keys', () => {
  it('are made on first start, kept in the data directory, and read back after a restart', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-vapid-'));
    const made = await resolveVapidKeys(configFor(dataDir));
    expect(made.publicKey).toMatch(/^[\w-]{87}$/);
    expect(made.subject).toBe('mailto:push@juntos.invalid');
    const file = path.join(dataDir, 'vapid-keys.json');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await fs.readFile(file, 'utf8')).publicKey).toBe(made.publicKey);
    await fs.rm(dataDir, { recursive: true });
  });

  it('come from VAPID_* when given', async () => {
    const keys = await resolveVapidKeys(
      configFor('/nonexistent', {
        VAPID_PUBLIC_KEY: 'pub',
        VAPID_PRIVATE_KEY: 'priv',
        VAPID_SUBJECT: 'https://juntos.example',
      }),
    );
    expect(keys).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
      subject: 'https://juntos.example',
    });
  });
});
