import { badRequest } from '@server/http/errors';
import type { ImageRule } from '@shared/image-rules';
import type { Metadata, Sharp } from 'sharp';
import { decodeHeic } from './heic-decoder';
import { detectImageKind, isHevcCoded, type TImageKind } from './image-type';
import { createSemaphore } from './semaphore';
import { loadSharp } from './sharp-loader';

/**
 * A 50-megapixel decode holds about 200 MB: at most two at once per instance keeps a burst of
 * uploads from exhausting memory; the others wait (a second or so each).
 */
const imageJobs = createSemaphore(2);

/** The small thumbnail's box, and the large one's (twice as wide, for 2x and 3x screens). */
export const THUMBNAIL_BOX = { width: 400, height: 800 };
export const LARGE_THUMBNAIL_BOX = { width: 800, height: 1600 };

export interface ProcessedImage {
  data: Buffer;
  /** Extension of the re-encoded format, without the dot. */
  extension: string;
  contentType: string;
  width: number;
  height: number;
  /** Small WebP for grids and carousels. */
  thumbnail: Buffer;
  /** The same at twice the width, for the same slots on high-density screens. */
  largeThumbnail: Buffer;
}

interface OutputFormat {
  extension: string;
  contentType: string;
  encode: (pipeline: Sharp) => Sharp;
}

const JPEG: OutputFormat = {
  extension: 'jpg',
  contentType: 'image/jpeg',
  encode: (pipeline) => pipeline.jpeg({ quality: 82, mozjpeg: true }),
};
const PNG: OutputFormat = {
  extension: 'png',
  contentType: 'image/png',
  encode: (pipeline) => pipeline.png(),
};
const WEBP: OutputFormat = {
  extension: 'webp',
  contentType: 'image/webp',
  encode: (pipeline) => pipeline.webp({ quality: 82 }),
};

// GIF keeps its first frame; HEIF/HEIC and AVIF become WebP, which every browser shows and
// which keeps transparency.
const OUTPUT_FOR: Record<TImageKind, OutputFormat> = {
  jpeg: JPEG,
  png: PNG,
  webp: WEBP,
  gif: WEBP,
  heif: WEBP,
};

const isPixelLimitError = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Checks the content, then re-encodes: EXIF orientation applied, every metadata block (EXIF,
 * GPS, XMP, ICC after conversion to sRGB) dropped, the long side capped. Re-encoding also means
 * nothing a crafted file smuggles in survives to be served back.
 */
export async function processImage(
  input: Buffer,
  rule: Pick<ImageRule, 'maxDimension' | 'maxInputPixels' | 'messages'>,
): Promise<ProcessedImage> {
  const { messages } = rule;
  const kind = detectImageKind(input);
  if (!kind) throw badRequest(messages.notImage);

  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reads the header only: cheap, so it runs before waiting for a slot. Without sharp's own
    // pixel limit, which would call a huge but valid image "not an image": ours follows.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(messages.notImage);
  }
  // The kinds are named as sharp names formats (AVIF and HEIC are both 'heif'), so the decoder
  // must agree with the magic bytes.
  if (metadata.format !== kind || !metadata.width || !metadata.height) {
    throw badRequest(messages.notImage);
  }
  if (metadata.width * metadata.height > rule.maxInputPixels) {
    throw badRequest(messages.tooLarge);
  }

  const decoderOptions = { limitInputPixels: rule.maxInputPixels, failOn: 'error' as const };
  const decode = isHevcCoded(kind, metadata)
    ? () => decodeHeic(input, decoderOptions)
    : async () => sharp(input, decoderOptions);
  try {
    return await imageJobs.run(async () => reencode(await decode(), OUTPUT_FOR[kind], rule));
  } catch (error) {
    // A header can look fine while the pixel data is broken, or the codec is missing
    // (HEVC-coded HEIC on a build without it): the file is not an image we can use.
    throw badRequest(isPixelLimitError(error) ? messages.tooLarge : messages.notImage);
  }
}

/**
 * The full-size input (`decoded`: sharp over the file, or over the pixels of a HEIC) is decoded once. The thumbnail is made from the re-encoded output, which
 * is already scaled down (at most `maxDimension` on its long side) and upright with no metadata.
 */
async function reencode(
  decoded: Sharp,
  output: OutputFormat,
  { maxDimension }: Pick<ImageRule, 'maxDimension'>,
): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const main = await output
    .encode(
      decoded.rotate().resize({
        width: maxDimension,
        height: maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      }),
    )
    .toBuffer({ resolveWithObject: true });
  const thumbnailOf = (box: { width: number; height: number }) =>
    sharp(main.data)
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  const [thumbnail, largeThumbnail] = await Promise.all([
    thumbnailOf(THUMBNAIL_BOX),
    thumbnailOf(LARGE_THUMBNAIL_BOX),
  ]);
  return {
    data: main.data,
    extension: output.extension,
    contentType: output.contentType,
    width: main.info.width,
    height: main.info.height,
    thumbnail,
    largeThumbnail,
  };
}
