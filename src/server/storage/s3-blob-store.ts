// Loaded only when S3_* is set (create-blob-store.ts imports it dynamically): the AWS SDK is a
// large module graph that a single-machine install never needs.
import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { TS3Settings } from '@server/s3-config';
import { type BlobStore, isSafeBlobPath, type TBucket } from './blob-store';
import { describeS3StartupFailure } from './s3-startup-errors';

/** At most 1,000 keys a page is S3's own limit, and what every S3-compatible server allows. */
const LIST_PAGE_SIZE = 1_000;

/**
 * Objects `<bucket>/<path>` in the one S3 bucket: the same paths as on the local disk. A test of
 * the paging lists in smaller pages (`listPageSize`) rather than writing a thousand objects.
 */
export function createS3BlobStore(
  settings: TS3Settings,
  { listPageSize = LIST_PAGE_SIZE } = {},
): BlobStore & {
  checkWritable: () => Promise<void>;
} {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: the CRC trailers newer SDKs add to every upload
    // by default are refused by several S3-compatible servers (older MinIO, Ceph, R2 at times).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer must fail the request, not hold it for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  const keyOf = (bucket: TBucket, path: string) => {
    if (!isSafeBlobPath(path)) throw new Error(`Unsafe blob path: ${path}`);
    return `${bucket}/${path}`;
  };

  return {
    async put(bucket, path, data, contentType) {
      // The buffer is sent as it is (no copy); it is the re-encoded image, already small.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(bucket, path),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async open(bucket, path, range) {
      if (!isSafeBlobPath(path)) return null;
      const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(bucket, path), Range }),
        );
        if (!object.Body) return null;
        // `bytes 0-99/1234`: what was served, and the whole object's size.
        const served = object.ContentRange?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
        return {
          // Streamed from S3 to the client as it arrives.
          body: object.Body.transformToWebStream(),
          contentType: object.ContentType ?? 'application/octet-stream',
          size: served ? Number(served[3]) : object.ContentLength,
          range: served ? { start: Number(served[1]), end: Number(served[2]) } : undefined,
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        // A range past the end (416): the whole object instead, as the disk driver does.
        if (
          range &&
          error instanceof S3ServiceException &&
          error.$metadata.httpStatusCode === 416
        ) {
          return this.open(bucket, path);
        }
        throw error;
      }
    },
    async delete(bucket, path) {
      // S3 answers a delete of a missing key with success, as the disk driver does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(bucket, path) }));
    },
    async *list(bucket) {
      const Prefix = `${bucket}/`;
      // ListObjects (v1), paged by the last key seen: every S3-compatible server has it, where
      // v2's continuation tokens fail on some (s3rver on OpenSSL 3). Keys come in order.
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket, Prefix, Marker, MaxKeys: listPageSize }),
        );
        for (const object of page.Contents ?? []) {
          const path = object.Key?.slice(Prefix.length) ?? '';
          if (!isSafeBlobPath(path)) continue;
          yield { path, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
        }
        Marker = page.Contents?.at(-1)?.Key;
        if (!page.IsTruncated || !Marker) return;
      }
    },
    async close() {
      client.destroy();
    },
    /**
     * Writes and removes a probe object, so a wrong endpoint, key, secret, bucket or policy
     * stops the start with a message naming the variable, rather than failing the first upload.
     */
    async checkWritable() {
      const Key = `.juntos-startup-check/${randomBytes(8).toString('hex')}`;
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key, Body: 'ok', ContentType: 'text/plain' }),
        );
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        throw describeS3StartupFailure(error, settings);
      }
    },
  };
}
