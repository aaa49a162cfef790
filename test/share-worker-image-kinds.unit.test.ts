import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { detectImageKind } from '@server/storage/image-type';
import { expect, it } from 'vitest';

// The share target's worker (plain JavaScript, src/web/public/sw-share-target.js) keeps only
// files whose first bytes are an image the server accepts: its copy of the signatures must say
// what src/server/storage/image-type.ts says, file by file.
const SOURCE = readFileSync(
  new URL('../src/web/public/sw-share-target.js', import.meta.url),
  'utf8',
);

function workerLooksLikeImage(): (bytes: Uint8Array) => boolean {
  const self: Record<string, unknown> = { location: { origin: 'https://juntos.test' } };
  self.addEventListener = () => undefined;
  vm.runInNewContext(SOURCE, { self, Uint8Array, String, URL });
  return (self.JuntosShare as { looksLikeImage: (bytes: Uint8Array) => boolean }).looksLikeImage;
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

it('the share worker takes for an image exactly what the server does, by the first bytes', () => {
  const looksLikeImage = workerLooksLikeImage();
  const starts = [
    [0xff, 0xd8, 0xff, 0xe0],
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00],
    ascii('GIF89a'),
    ascii('GIF87a'),
    ascii('GIF88a'),
    [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')],
    [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')],
    ...['heic', 'heix', 'avif', 'avis', 'mif1', 'msf1', 'hevc', 'mp42', 'isom'].map((brand) => [
      0,
      0,
      0,
      0x18,
      ...ascii(`ftyp${brand}`),
    ]),
    ascii('<svg xmlns='),
    ascii('%PDF-1.7'),
    [0x49, 0x49, 0x2a, 0x00],
    [],
  ];
  const accepted = starts.filter((start) => {
    const bytes = new Uint8Array(16);
    bytes.set(start);
    const byWorker = looksLikeImage(bytes);
    expect(byWorker, `${start}`).toBe(detectImageKind(Buffer.from(bytes)) !== null);
    return byWorker;
  });
  expect(accepted).toHaveLength(12);
});
