import { BLOCK, decodeHeader, paddingFor, paxPath } from './tar-header';

export interface TarEntry {
  name: string;
  size: number;
  /** The content as it arrives; read it (or not) before asking for the next entry. */
  content: AsyncGenerator<Buffer>;
}

/** Takes exact byte counts from a stream of chunks, holding at most one chunk. */
class ByteSource {
  private pending: Buffer = Buffer.alloc(0);
  private readonly iterator: AsyncIterator<Buffer | Uint8Array | string>;

  constructor(source: AsyncIterable<Buffer | Uint8Array | string>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    const next = await this.iterator.next();
    if (next.done) return false;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    return true;
  }

  /** Exactly `count` bytes, or null when the stream ends first. */
  async read(count: number): Promise<Buffer | null> {
    while (this.pending.length < count) {
      if (!(await this.fill())) return null;
    }
    const bytes = this.pending.subarray(0, count);
    this.pending = this.pending.subarray(count);
    return bytes;
  }

  /**
   * `region.left` bytes in the chunks they came in. The count lives outside the generator so
   * that what a reader leaves unread (breaking out of its loop) can still be skipped.
   */
  async *stream(region: { left: number }): AsyncGenerator<Buffer> {
    while (region.left > 0) {
      if (this.pending.length === 0 && !(await this.fill())) {
        throw new Error('The archive is truncated: it ends in the middle of a file');
      }
      const bytes = this.pending.subarray(0, region.left);
      this.pending = this.pending.subarray(bytes.length);
      region.left -= bytes.length;
      yield bytes;
    }
  }
}

/** The regular files of a tar stream, in order; memory stays at one chunk whatever the sizes. */
export async function* readTar(
  source: AsyncIterable<Buffer | Uint8Array | string>,
): AsyncGenerator<TarEntry> {
  const bytes = new ByteSource(source);
  let longName: string | null = null;
  for (;;) {
    const block = await bytes.read(BLOCK);
    if (!block) throw new Error('The archive is truncated: its end marker is missing');
    const header = decodeHeader(block);
    if (!header) return;
    const region = { left: header.size };
    if (header.type === 'x') {
      const records: Buffer[] = [];
      for await (const chunk of bytes.stream(region)) records.push(chunk);
      longName = paxPath(Buffer.concat(records));
    } else if (header.type === '0') {
      const name = longName ?? header.name;
      longName = null;
      yield { name, size: header.size, content: bytes.stream(region) };
    }
    // Whatever the reader left unread is skipped, so the next header is found.
    for await (const _ of bytes.stream(region)) {
    }
    if ((await bytes.read(paddingFor(header.size))) === null) {
      throw new Error('The archive is truncated: it ends in the middle of a file');
    }
  }
}
