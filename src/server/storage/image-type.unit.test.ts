import { describe, expect, it } from 'vitest';
import { detectImageKind, isHevcCoded } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) => Buffer.from(typeof part === 'string' ? Buffer.from(part, 'latin1') : part)),
  );

describe('detectImageKind', () => {
  it('knows each accepted format by its first bytes', () => {
    expect(detectImageKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectImageKind(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(detectImageKind(bytes('GIF87a'))).toBe('gif');
    expect(detectImageKind(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(detectImageKind(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBe('heif');
    expect(detectImageKind(bytes([0, 0, 0, 0x18], 'ftypavif'))).toBe('heif');
  });

  it('refuses what sharp could decode but the app does not accept, and truncated headers', () => {
    expect(detectImageKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageKind(bytes('II*\0'))).toBeNull(); // TIFF
    expect(detectImageKind(bytes('%PDF-1.7'))).toBeNull();
    expect(detectImageKind(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeNull(); // a video
    expect(detectImageKind(bytes([0x89, 0x50, 0x4e]))).toBeNull();
    expect(detectImageKind(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(detectImageKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('isHevcCoded', () => {
  it('sends HEVC-coded HEIF (iPhone photos) to the HEIC decoder, and AVIF to sharp', () => {
    expect(isHevcCoded('heif', { compression: 'hevc' })).toBe(true);
    expect(isHevcCoded('heif', { compression: 'av1' })).toBe(false);
    expect(isHevcCoded('jpeg', { compression: 'hevc' })).toBe(false);
    expect(isHevcCoded('heif', {})).toBe(false);
  });
});
