import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one account: it checks the key id (not the secret) of every request. */
export const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  /** The S3_* variables that point an app at this server's bucket. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  listKeys: () => Promise<string[]>;
  close: () => Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on loopback with one empty bucket, in its own temporary
 * directory: the S3 driver is tested over HTTP with the real SDK, not against a mock.
 */
export async function startTestS3(bucket = 'juntos-photos'): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async listKeys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).flatMap(({ Key }) => (Key ? [Key] : [])).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
