import path from 'node:path';
import { z } from 'zod';
import { booleanFromEnv } from './config-boolean';
import { checkS3Env, S3_ENV_SHAPE, s3Settings, type TS3Settings } from './s3-config';

const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Public origin of the app, used for auth redirects and email links. */
  PUBLIC_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For. */
  TRUST_PROXY: booleanFromEnv,
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_SECURE: booleanFromEnv,
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Juntos <no-reply@localhost>'),
  /** Web push keys (base64url); without them a pair is made on first start in DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who push services contact about this server: a mailto: or https: URL. */
  VAPID_SUBJECT: z.string().optional(),
  /**
   * Push service hosts allowed beside the public ones (a self-hosted push server), comma-separated;
   * `*.example.org` for every host under it. Still https only, still public addresses only. Under
   * NODE_ENV=test an entry may be an exact origin (`http://127.0.0.1:4567`), trusted as it is.
   */
  PUSH_SERVICE_HOSTS: z.string().optional(),
  /**
   * How long a screen's server rendering may take (its data included) before the plain app
   * shell is sent instead (docs/BOOT.md); 0 turns server rendering off.
   */
  SSR_BUDGET_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  /**
   * Memory, in MB, for drawn pages kept per session and answered again until what they show
   * changes (docs/BOOT.md); 0 keeps none: every page is drawn.
   */
  SSR_PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * The ffmpeg that converts voice notes (storage/voice-conversion.ts). Unset: `ffmpeg` on the
   * PATH, else the one the npm package @ffmpeg-installer/ffmpeg carries.
   */
  FFMPEG_PATH: z.string().optional(),
  /**
   * The work of a new password hash (auth/password.ts). `fast-for-tests` is accepted only under
   * NODE_ENV=test: the test suites sign up thousands of people.
   */
  PASSWORD_HASHING: z.enum(['standard', 'fast-for-tests']).default('standard'),
  /**
   * How often the server backs itself up (backup/scheduled-backup.ts): `hourly`, `daily`,
   * `weekly`, a number of hours (`12h`), or `off`.
   */
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^(off|hourly|daily|weekly|[1-9][0-9]{0,3}h)$/i, {
      message: 'must be off, hourly, daily, weekly or a number of hours such as 12h',
    })
    .default('daily'),
  /** Where scheduled (and pre-upgrade) backups go; `DATA_DIR/backups` by default. */
  BACKUP_DIR: z.string().optional(),
  /** How many scheduled backups are kept, the newest ones. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  ...S3_ENV_SHAPE,
});

const HOUR_MS = 60 * 60 * 1000;
const BACKUP_PERIODS: Record<string, number> = {
  hourly: HOUR_MS,
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
};

/** BACKUP_SCHEDULE (already validated) as a period, null when off. */
function backupPeriodMs(schedule: string): number | null {
  const value = schedule.toLowerCase();
  if (value === 'off') return null;
  return BACKUP_PERIODS[value] ?? Number.parseInt(value, 10) * HOUR_MS;
}

export type TConfig = z.infer<typeof ZConfigSchema> & {
  dataDir: string;
  isProduction: boolean;
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string } | null;
  /** Photos in an S3 bucket; null keeps them on the local disk under DATA_DIR. */
  s3: TS3Settings | null;
  /** Scheduled backups: every `everyMs` (null: off) into `dir`, the newest `keep` kept. */
  backups: { everyMs: number | null; dir: string; keep: number };
};

export class ConfigError extends Error {}

/** Origins in PUSH_SERVICE_HOSTS skip the address check: a test's loopback service, never more. */
function checkPushHosts(
  config: { NODE_ENV: string; PUSH_SERVICE_HOSTS?: string | undefined },
  ctx: z.RefinementCtx,
) {
  for (const entry of (config.PUSH_SERVICE_HOSTS ?? '').split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const isOrigin = entry.includes('://');
    const isValid = isOrigin
      ? URL.canParse(entry) && new URL(entry).origin === entry.replace(/\/$/, '').toLowerCase()
      : /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(entry);
    const problem = !isValid
      ? 'is not a host name (push.example.org or *.example.org)'
      : isOrigin && config.NODE_ENV !== 'test'
        ? 'is an origin, trusted only in tests: give the host name alone (https is implied)'
        : null;
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_SERVICE_HOSTS'],
        message: `"${entry}" ${problem}`,
      });
    }
  }
}

/** A weak password hash on a real install would be a silent disaster: tests only. */
function checkPasswordHashing(
  config: { NODE_ENV: string; PASSWORD_HASHING: string },
  ctx: z.RefinementCtx,
) {
  if (config.PASSWORD_HASHING === 'fast-for-tests' && config.NODE_ENV !== 'test') {
    ctx.addIssue({
      code: 'custom',
      path: ['PASSWORD_HASHING'],
      message: '"fast-for-tests" is for NODE_ENV=test only: remove it',
    });
  }
}

/** Reads and validates the environment once at start; every other module takes the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZConfigSchema.superRefine(checkS3Env)
    .superRefine(checkPushHosts)
    .superRefine(checkPasswordHashing)
    .safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    ...config,
    dataDir,
    isProduction: config.NODE_ENV === 'production',
    smtp: config.SMTP_HOST
      ? {
          host: config.SMTP_HOST,
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE,
          user: config.SMTP_USER,
          password: config.SMTP_PASSWORD,
        }
      : null,
    s3: s3Settings(config),
    backups: {
      everyMs: backupPeriodMs(config.BACKUP_SCHEDULE),
      dir: path.resolve(config.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      keep: config.BACKUP_KEEP,
    },
  };
}

/**
 * Settings that start fine but surprise later, to be printed at start. Not errors: `npm start`
 * stays zero-config.
 */
export function configWarnings(config: TConfig): string[] {
  const warnings: string[] = [];
  if (config.smtp && !config.PUBLIC_URL) {
    warnings.push(
      `SMTP_HOST is set but PUBLIC_URL is not, so confirmation emails will link to http://localhost:${config.PORT}. Set PUBLIC_URL to the address users reach the app at.`,
    );
  }
  return warnings;
}
