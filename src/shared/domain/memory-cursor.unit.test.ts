import { describe, expect, it } from 'vitest';
import { decodeMemoryCursor, encodeMemoryCursor, type MemoryPosition } from './memory-cursor';

const position: MemoryPosition = {
  key: '2024-02-14',
  createdAt: '2024-02-14T10:20:30.123456Z',
  id: '0b7c5f7e-8d2a-4c1e-9f3a-2b6d8e4f1a0c',
};

describe('memory cursor', () => {
  it('round-trips a position in every sort, including undated and accented titles', () => {
    expect(decodeMemoryCursor('date-desc', encodeMemoryCursor('date-desc', position))).toEqual(
      position,
    );
    const undated = { ...position, key: '-infinity' };
    expect(decodeMemoryCursor('date-desc', encodeMemoryCursor('date-desc', undated))).toEqual(
      undated,
    );
    const undatedAsc = { ...position, key: 'infinity' };
    expect(decodeMemoryCursor('date-asc', encodeMemoryCursor('date-asc', undatedAsc))).toEqual(
      undatedAsc,
    );
    const titled = { ...position, key: 'mañana en parís 🌙, "juntos"' };
    expect(decodeMemoryCursor('title', encodeMemoryCursor('title', titled))).toEqual(titled);
  });

  it('is URL-safe', () => {
    const cursor = encodeMemoryCursor('title', { ...position, key: '???>>>~~~' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses a cursor made for another sort', () => {
    expect(decodeMemoryCursor('date-asc', encodeMemoryCursor('date-desc', position))).toBeNull();
    expect(decodeMemoryCursor('title', encodeMemoryCursor('date-desc', position))).toBeNull();
  });

  it('refuses the undated key of the other date order', () => {
    const wrong = encodeMemoryCursor('date-asc', { ...position, key: '-infinity' });
    expect(decodeMemoryCursor('date-asc', wrong)).toBeNull();
  });

  const encodeRaw = (value: unknown) =>
    Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

  it.each([
    ['not base64url', 'abc+/='],
    ['not JSON', Buffer.from('hola').toString('base64url')],
    ['an object', encodeRaw({ sort: 'title' })],
    ['too few parts', encodeRaw(['date-desc', '2024-02-14', position.createdAt])],
    ['a bad date', encodeRaw(['date-desc', '2024-02-30', position.createdAt, position.id])],
    [
      'a timestamp without microseconds',
      encodeRaw(['date-desc', '2024-02-14', '2024-02-14T10:20:30Z', position.id]),
    ],
    ['a bad id', encodeRaw(['date-desc', '2024-02-14', position.createdAt, 'x; drop table'])],
    ['a number key', encodeRaw(['title', 5, position.createdAt, position.id])],
    ['an empty title key', encodeRaw(['title', '', position.createdAt, position.id])],
  ])('refuses %s', (_label, cursor) => {
    expect(decodeMemoryCursor('date-desc', cursor)).toBeNull();
    expect(decodeMemoryCursor('title', cursor)).toBeNull();
  });
});
