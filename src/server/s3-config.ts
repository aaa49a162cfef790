import { z } from 'zod';
import { booleanFromEnv } from './config-boolean';

/** The S3_* variables; any of them set means photos go to S3 instead of the local disk. */
export const S3_ENV_SHAPE = {
  S3_BUCKET: z.string().optional(),
  /** AWS needs the bucket's region; S3-compatible servers mostly accept any. */
  S3_REGION: z.string().optional(),
  /** For MinIO, R2, Ceph and the like; unset means AWS itself. */
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: MinIO and most self-hosted servers. */
  S3_FORCE_PATH_STYLE: booleanFromEnv,
};

type S3Env = z.infer<z.ZodObject<typeof S3_ENV_SHAPE>>;

export interface TS3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Unset: the SDK's default chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

const DEFAULT_REGION = 'us-east-1';
// S3's rules for new buckets: 3 to 63 characters, lowercase, digits, dots and hyphens.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const isS3Configured = (env: S3Env) =>
  [
    env.S3_BUCKET,
    env.S3_REGION,
    env.S3_ENDPOINT,
    env.S3_ACCESS_KEY_ID,
    env.S3_SECRET_ACCESS_KEY,
  ].some((value) => value !== undefined);

/** Rules across variables, each issue on the variable to fix. */
export function checkS3Env(env: S3Env, ctx: z.RefinementCtx): void {
  if (!isS3Configured(env)) return;
  const issue = (variable: keyof S3Env, message: string) =>
    ctx.addIssue({ code: 'custom', path: [variable], message });
  if (env.S3_BUCKET === undefined) {
    issue('S3_BUCKET', 'required when any other S3_ variable is set (the bucket for photos)');
  } else if (!BUCKET_NAME.test(env.S3_BUCKET)) {
    issue('S3_BUCKET', 'not a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)');
  }
  if (env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY === undefined) {
    issue('S3_SECRET_ACCESS_KEY', 'required when S3_ACCESS_KEY_ID is set');
  }
  if (env.S3_SECRET_ACCESS_KEY !== undefined && env.S3_ACCESS_KEY_ID === undefined) {
    issue('S3_ACCESS_KEY_ID', 'required when S3_SECRET_ACCESS_KEY is set');
  }
}

/** The settings of a validated environment, or null to keep photos on the local disk. */
export function s3Settings(env: S3Env): TS3Settings | null {
  if (!isS3Configured(env) || env.S3_BUCKET === undefined) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? DEFAULT_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
