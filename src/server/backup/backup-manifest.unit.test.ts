import { describe, expect, it } from 'vitest';
import { FORMAT, ZBackupHeader } from './backup-manifest';

const header = (format: string) => ({
  format,
  formatVersion: 1,
  appVersion: '0.1.0',
  createdAt: '2026-05-01T03:00:00.000Z',
  migrations: { hashes: [], lastTag: null },
  tables: [],
  storage: 'local disk',
});

describe('the backup header', () => {
  it('is written under the product name Juntos', () => {
    expect(FORMAT).toBe('juntos-backup');
    expect(ZBackupHeader.parse(header(FORMAT)).format).toBe('juntos-backup');
  });

  it('still reads archives made when the format said "nosotros"', () => {
    expect(ZBackupHeader.safeParse(header('nosotros-backup')).success).toBe(true);
  });

  it('refuses an archive of another format', () => {
    expect(ZBackupHeader.safeParse(header('other-backup')).success).toBe(false);
  });
});
