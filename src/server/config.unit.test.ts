import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config';

describe('configWarnings', () => {
  it('warns when emails are sent but PUBLIC_URL is not set: links would point at localhost', () => {
    const warnings = configWarnings(loadConfig({ SMTP_HOST: 'smtp.example.com', PORT: '3000' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('PUBLIC_URL');
    expect(warnings[0]).toContain('http://localhost:3000');
  });

  it('is quiet with both set, and with neither (npm start needs no settings)', () => {
    expect(
      configWarnings(
        loadConfig({ SMTP_HOST: 'smtp.example.com', PUBLIC_URL: 'https://juntos.example' }),
      ),
    ).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });
});

describe('S3 settings', () => {
  const invalid = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return error instanceof ConfigError ? error.message : String(error);
    }
    return 'valid';
  };

  it('keeps photos on the local disk when no S3_ variable is set, empty ones included', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeNull();
  });

  it('reads a full configuration, and a bucket alone (AWS, default region, role credentials)', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'juntos-photos',
        S3_REGION: 'eu-west-3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'juntos-photos',
      region: 'eu-west-3',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'juntos-photos' }).s3).toEqual({
      bucket: 'juntos-photos',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('names the variable to fix', () => {
    expect(invalid({ S3_ENDPOINT: 'http://minio:9000' })).toMatch(/^\s+S3_BUCKET: required/m);
    expect(invalid({ S3_BUCKET: 'Mis_Fotos' })).toMatch(/^\s+S3_BUCKET: not a bucket name/m);
    expect(invalid({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' })).toMatch(/^\s+S3_ENDPOINT:/m);
    expect(invalid({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toMatch(
      /^\s+S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set/m,
    );
    expect(invalid({ S3_BUCKET: 'b-1', S3_SECRET_ACCESS_KEY: 'secret' })).toMatch(
      /^\s+S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set/m,
    );
    expect(invalid({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' })).toMatch(
      /^\s+S3_FORCE_PATH_STYLE:/m,
    );
  });
});

describe('password hashing', () => {
  it('is the standard work unless a test asks for the light one; a real install cannot', () => {
    expect(loadConfig({}).PASSWORD_HASHING).toBe('standard');
    expect(
      loadConfig({ NODE_ENV: 'test', PASSWORD_HASHING: 'fast-for-tests' }).PASSWORD_HASHING,
    ).toBe('fast-for-tests');
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASHING: 'fast-for-tests' })).toThrow(
        /PASSWORD_HASHING: "fast-for-tests" is for NODE_ENV=test only/,
      );
    }
  });
});

describe('scheduled backups', () => {
  const HOUR = 60 * 60 * 1000;

  it('are daily into DATA_DIR/backups, the newest 7 kept, unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/juntos' }).backups).toEqual({
      everyMs: 24 * HOUR,
      dir: '/srv/juntos/backups',
      keep: 7,
    });
    const custom = loadConfig({ BACKUP_SCHEDULE: '12h', BACKUP_DIR: '/b', BACKUP_KEEP: '3' });
    expect(custom.backups).toEqual({ everyMs: 12 * HOUR, dir: '/b', keep: 3 });
    expect(loadConfig({ BACKUP_SCHEDULE: 'weekly' }).backups.everyMs).toBe(7 * 24 * HOUR);
  });

  it('turn off with `off`, and refuse a schedule or a count they cannot follow', () => {
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).backups.everyMs).toBeNull();
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'sometimes' })).toThrow(/BACKUP_SCHEDULE: must be/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});
