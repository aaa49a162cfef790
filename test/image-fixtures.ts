import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { type JsonResponse, readJsonResponse, type TestClient } from './http-client';

/** A plain colour image, generated so tests need no binary files in the repository. */
export function solidImage(width: number, height: number, background = '#e11d48') {
  return sharp({ create: { width, height, channels: 3, background } });
}

/**
 * A phone-like JPEG: stored sideways with EXIF orientation 6 (rotate 90° to view), a camera make
 * and a GPS position, which the server must apply or drop.
 */
export async function phoneJpeg(width = 300, height = 200): Promise<Buffer> {
  return solidImage(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' },
    })
    .toBuffer();
}

export const pngImage = (width = 64, height = 48) => solidImage(width, height).png().toBuffer();

/** A valid PNG of at least `bytes` bytes: random pixels, stored without compression. */
export async function largePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * A valid black-and-white PNG of `width` x `height`, written chunk by chunk (sharp refuses to
 * make one past its own pixel limit): 900 megapixels fit in about 110 KB.
 */
export function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, no interlace
  // Each row: filter type 0, then width / 8 bytes of black.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadOptions {
  method?: string;
  name?: string;
  type?: string;
  field?: string;
  fields?: Record<string, string>;
}

/** Sends one file as multipart/form-data, as the browser's FormData does. */
export async function uploadFile<T = unknown>(
  client: TestClient,
  path: string,
  bytes: Buffer,
  {
    method = 'POST',
    name = 'photo.jpg',
    type = 'image/jpeg',
    field = 'file',
    fields = {},
  }: UploadOptions = {},
): Promise<JsonResponse<T>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return readJsonResponse<T>(await client.raw(path, { method, body: form }));
}
