/**
 * Phones take photos far over the upload limit (12 MB and more). Such a photo is scaled down
 * here, before it is sent, to at most the size the server keeps of an original
 * (`maxDimension`): nothing a person would see is lost, and it arrives under the limit.
 */

export interface FitRule {
  maxBytes: number;
  maxDimension: number;
}

/** The formats this browser can decode for sure; others (HEIC on most browsers) go as they are. */
const DECODABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** Lower qualities tried in turn when a scaled photo is still over the limit. */
const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6];

export type FitResult =
  | { kind: 'ready'; file: File }
  | { kind: 'unreadable' }
  | { kind: 'tooLarge' };

export const isDecodableHere = (file: Pick<File, 'type'>) => DECODABLE.has(file.type);

async function decode(file: File): Promise<ImageBitmap | null> {
  try {
    // Upright as the camera meant it: the EXIF orientation is applied while decoding.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * The file to send: itself when within the limit and readable, else a scaled-down JPEG of it.
 * 'unreadable' when this browser cannot read what claims to be an image it knows (and is within
 * the limit); 'tooLarge' when it cannot be brought under the limit (or cannot be read to try).
 */
export async function fitImage(file: File, rule: FitRule): Promise<FitResult> {
  const isOver = file.size > rule.maxBytes;
  if (!isDecodableHere(file)) return isOver ? { kind: 'tooLarge' } : { kind: 'ready', file };
  const bitmap = await decode(file);
  // Too big and unreadable here: the size is what the person can act on.
  if (!bitmap) return { kind: isOver ? 'tooLarge' : 'unreadable' };
  try {
    if (!isOver) return { kind: 'ready', file };
    const scale = Math.min(1, rule.maxDimension / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return { kind: 'tooLarge' };
    // JPEG has no transparency: a transparent PNG gets white behind it, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of JPEG_QUALITIES) {
      const blob = await encode(canvas, quality);
      if (blob && blob.size <= rule.maxBytes) {
        return {
          kind: 'ready',
          file: new File([blob], jpegName(file.name), {
            type: 'image/jpeg',
            lastModified: file.lastModified,
          }),
        };
      }
    }
    return { kind: 'tooLarge' };
  } finally {
    bitmap.close();
  }
}
