import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTar } from './tar-reader';
import { tarEnd, tarEntry } from './tar-writer';

/** Every entry's date: an archive's entries carry the backup's time. */
const AT = new Date('2026-05-04T10:20:30Z');

const LONG_NAME = `files/memories/${'c'.repeat(36)}/${'p'.repeat(90)}.thumb-large.webp`;

async function* archiveOf(files: Array<[string, Buffer]>) {
  for (const [name, content] of files) yield* tarEntry(name, content.length, content, AT);
  yield tarEnd();
}

async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The archive cut into chunks of `size` bytes, as a slow stream delivers it. */
async function* inChunks(bytes: Buffer, size: number) {
  for (let offset = 0; offset < bytes.length; offset += size) {
    yield bytes.subarray(offset, offset + size);
  }
}

describe('tar', () => {
  const files: Array<[string, Buffer]> = [
    ['backup.json', Buffer.from('{"a":1}')],
    ['empty', Buffer.alloc(0)],
    ['exact-block', randomBytes(512)],
    [LONG_NAME, randomBytes(70_001)],
  ];

  it.each([1, 7, 512, 65_536])('reads back what it wrote, in chunks of %i bytes', async (size) => {
    const bytes = await collect(archiveOf(files));
    const read: Array<[string, Buffer]> = [];
    for await (const entry of readTar(inChunks(bytes, size))) {
      read.push([entry.name, await collect(entry.content)]);
    }
    expect(read).toEqual(files);
  });

  it('skips what a reader leaves unread', async () => {
    const bytes = await collect(archiveOf(files));
    const names: string[] = [];
    for await (const entry of readTar(inChunks(bytes, 1000))) {
      names.push(entry.name);
      for await (const _ of entry.content) break;
    }
    expect(names).toEqual(files.map(([name]) => name));
  });

  it('writes archives the system tar reads', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-tar-'));
    try {
      fs.writeFileSync(path.join(directory, 'a.tar'), await collect(archiveOf(files)));
      const listed = execFileSync('tar', ['-tf', 'a.tar'], { cwd: directory, encoding: 'utf8' });
      expect(listed.trim().split('\n')).toEqual(files.map(([name]) => name));
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('refuses content of another size than its header says, and a truncated archive', async () => {
    await expect(collect(tarEntry('x', 3, Buffer.from('four'), AT))).rejects.toThrow(/grew/);
    const bytes = await collect(archiveOf(files));
    const read = async () => {
      for await (const entry of readTar(inChunks(bytes.subarray(0, 2_000), 300))) {
        await collect(entry.content);
      }
    };
    await expect(read()).rejects.toThrow(/truncated/);
  });
});
