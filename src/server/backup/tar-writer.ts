import { BLOCK, encodeHeader, paddingFor, paxPathRecord, splitName } from './tar-header';

/**
 * One archive entry as chunks: header, content, padding. The size must be known up front (a tar
 * header carries it); content that turns out longer or shorter fails the archive rather than
 * corrupting it.
 */
export async function* tarEntry(
  name: string,
  size: number,
  content: AsyncIterable<Uint8Array> | Uint8Array,
  /** The archive's time: every entry of one backup carries the same. */
  mtime: Date,
): AsyncGenerator<Uint8Array> {
  if (splitName(name)) {
    yield encodeHeader({ name, size }, mtime);
  } else {
    // Too long for ustar: a pax header carries the whole name, the ustar one a shortened one.
    const record = paxPathRecord(name);
    yield encodeHeader({ name: 'PaxHeader', size: record.length, type: 'x' }, mtime);
    yield record;
    yield Buffer.alloc(paddingFor(record.length));
    yield encodeHeader({ name: name.slice(-100), size }, mtime);
  }
  let written = 0;
  const chunks = content instanceof Uint8Array ? [content] : content;
  for await (const chunk of chunks) {
    written += chunk.length;
    if (written > size) throw new Error(`${name} grew while it was being archived`);
    yield chunk;
  }
  if (written !== size) throw new Error(`${name} shrank while it was being archived`);
  const padding = paddingFor(size);
  if (padding > 0) yield Buffer.alloc(padding);
}

/** Two zero blocks close a tar archive. */
export function tarEnd(): Uint8Array {
  return Buffer.alloc(BLOCK * 2);
}
