export type TImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

// ISO-BMFF brands of AVIF and HEIF/HEIC still images and sequences.
const HEIF_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
]);

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.length >= end ? bytes.toString('latin1', start, end) : '';

/**
 * The image kind from the file's first bytes. The name and the declared MIME type are the
 * client's word; only the content is trusted. SVG, TIFF, PDF and the rest that sharp could
 * also decode are refused here, before any decoder runs.
 */
export function detectImageKind(bytes: Buffer): TImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  const gifHeader = ascii(bytes, 0, 6);
  if (gifHeader === 'GIF87a' || gifHeader === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heif';
  return null;
}

/**
 * A HEIF whose image is HEVC-coded (iPhone photos): sharp reads its header but cannot decode the
 * pixels, so it takes the HEIC decoder. AVIF (AV1-coded HEIF) sharp decodes itself. The codec is
 * the one libheif reports for the primary image, not a brand the file claims.
 */
export const isHevcCoded = (kind: TImageKind, metadata: { compression?: string }) =>
  kind === 'heif' && metadata.compression === 'hevc';
