import type { Sharp, SharpOptions } from 'sharp';
import { loadSharp } from './sharp-loader';

type HeicDecode = typeof import('heic-decode');

let decoder: Promise<HeicDecode> | null = null;
// libheif compiled to WebAssembly: a few megabytes, loaded on the first iPhone photo only.
const loadDecoder = () => {
  decoder ??= import('heic-decode').then((module) => module.default);
  return decoder;
};

/**
 * iPhone photos are HEIC: HEVC-coded HEIF. sharp's own libheif has no HEVC decoder (patents),
 * so the primary image is decoded to RGBA here and handed to sharp as raw pixels; the rest of
 * the pipeline (resize, re-encode, thumbnail) is the same as for any photo.
 */
export async function decodeHeic(input: Buffer, options: SharpOptions): Promise<Sharp> {
  const [decode, sharp] = await Promise.all([loadDecoder(), loadSharp()]);
  const { width, height, data } = await decode({ buffer: input });
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sharp(pixels, { ...options, raw: { width, height, channels: 4 } });
}
