// The ustar header (POSIX.1-1988), the one tar format every `tar` reads: 512 bytes per entry,
// then the content padded to 512. Only what a backup needs: regular files, and a pax extended
// header (POSIX.1-2001) before a file whose name does not fit ustar's 100 + 155 bytes.

export const BLOCK = 512;
/** The size field holds 11 octal digits. */
export const MAX_ENTRY_SIZE = 8 ** 11 - 1;

export interface TarHeader {
  name: string;
  size: number;
  /** '0' for a regular file; other types are skipped when reading. */
  type: string;
}

function writeString(block: Buffer, offset: number, length: number, value: string) {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new Error(`tar: "${value}" does not fit in ${length} bytes`);
  bytes.copy(block, offset);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number) {
  writeString(block, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

/** Names over 100 bytes go into the 155-byte prefix, split at a slash; null when they cannot. */
export function splitName(name: string): { prefix: string; name: string } | null {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let slash = name.indexOf('/'); slash !== -1; slash = name.indexOf('/', slash + 1)) {
    const prefix = name.slice(0, slash);
    const rest = name.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) {
      return { prefix, name: rest };
    }
  }
  return null;
}

/** A pax record, `<length> path=<name>\n`, where the length counts its own digits too. */
export function paxPathRecord(name: string): Buffer {
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length) {
    length = String(length).length + Buffer.byteLength(body);
  }
  return Buffer.from(`${length}${body}`);
}

/** The `path` of pax records, if they have one. */
export function paxPath(records: Buffer): string | null {
  for (const line of records.toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/s.exec(line);
    if (match) return match[1] ?? null;
  }
  return null;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) {
    // The checksum field itself counts as eight spaces.
    sum += index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0);
  }
  return sum;
}

export function encodeHeader(
  { name, size, type = '0' }: { name: string; size: number; type?: string },
  mtime: Date,
): Buffer {
  if (size > MAX_ENTRY_SIZE) throw new Error(`tar: "${name}" is larger than 8 GB`);
  const block = Buffer.alloc(BLOCK);
  const split = splitName(name);
  if (!split) throw new Error(`tar: the name "${name}" needs a pax header`);
  writeString(block, 0, 100, split.name);
  writeOctal(block, 100, 8, 0o600);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.floor(mtime.getTime() / 1000));
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  writeString(block, 345, 155, split.prefix);
  writeString(block, 148, 8, `${checksum(block).toString(8).padStart(6, '0')}\0 `);
  return block;
}

/** The header in `block`, or null for an all-zero block (the end of the archive). */
export function decodeHeader(block: Buffer): TarHeader | null {
  if (block.every((byte) => byte === 0)) return null;
  if (readOctal(block, 148, 8) !== checksum(block)) {
    throw new Error('tar: a header is damaged (its checksum does not match)');
  }
  const name = readString(block, 0, 100);
  const prefix = readString(block, 345, 155);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: readOctal(block, 124, 12),
    type: readString(block, 156, 1) || '0',
  };
}

export const paddingFor = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;
