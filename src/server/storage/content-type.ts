import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  // Voice notes, converted to AAC in MP4 (voice-conversion.ts).
  '.m4a': 'audio/mp4',
};

/** The type of a stored file from its extension: every path we write ends in its format's. */
export function contentTypeFor(blobPath: string): string {
  return CONTENT_TYPES[path.extname(blobPath).toLowerCase()] ?? 'application/octet-stream';
}
