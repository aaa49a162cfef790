import { ConfigError } from '@server/config';
import type { TS3Settings } from '@server/s3-config';

const where = (settings: TS3Settings) => settings.endpoint ?? `AWS (region ${settings.region})`;

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');
const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error ? String(error.code) : '';

/**
 * What the operator must fix when the start-up check fails, as a ConfigError: main.ts prints
 * its message alone (no stack trace) and exits.
 */
export function describeS3StartupFailure(error: unknown, settings: TS3Settings): ConfigError {
  const bucket = `"${settings.bucket}"`;
  const lines: Record<string, string> = {
    NoSuchBucket: `S3_BUCKET: the bucket ${bucket} does not exist at ${where(settings)}`,
    InvalidAccessKeyId: `S3_ACCESS_KEY_ID: the key is not known to ${where(settings)}`,
    SignatureDoesNotMatch: `S3_SECRET_ACCESS_KEY: the secret does not match S3_ACCESS_KEY_ID`,
    AccessDenied: `S3_ACCESS_KEY_ID: these credentials may not write to the bucket ${bucket}`,
    AuthorizationHeaderMalformed: `S3_REGION: the bucket ${bucket} is not in region "${settings.region}"`,
    PermanentRedirect: `S3_REGION: the bucket ${bucket} is not in region "${settings.region}"`,
    CredentialsProviderError:
      'S3_ACCESS_KEY_ID: no credentials (set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or give the machine a role)',
  };
  const network = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET'];
  const line =
    lines[errorName(error)] ??
    (network.includes(errorCode(error)) || errorName(error) === 'TimeoutError'
      ? `S3_ENDPOINT: cannot reach ${where(settings)} (${errorCode(error) || errorName(error)})`
      : `S3_BUCKET: cannot write to the bucket ${bucket} at ${where(settings)}: ${
          error instanceof Error ? `${error.name}: ${error.message}` : String(error)
        }`);
  return new ConfigError(`Invalid storage configuration:\n  ${line}`);
}
