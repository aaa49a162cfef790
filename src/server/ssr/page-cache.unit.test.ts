import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';
import { pageDocument } from './page-document';

function cacheOf({ maxBytes = 1000, trusted = { value: true } } = {}) {
  let time = 0;
  const followed = new Map<string, () => void>();
  const cache = createPageCache({
    maxBytes,
    maxAgeMs: 60_000,
    now: () => time,
    follow: (tag, onChange) => {
      followed.set(tag, onChange);
      return () => followed.delete(tag);
    },
    isTrusted: () => trusted.value,
  });
  return { cache, followed, advance: (ms: number) => (time += ms), trusted };
}
const page = (size = 100) => pageDocument('x'.repeat(size), 0);

describe('the page cache', () => {
  it("answers a page until one of its tags' events drops it, following each tag meanwhile", () => {
    const { cache, followed } = cacheOf();
    const mine = page();
    expect(cache.keep('a', mine, ['user:a', 'couple:1'], cache.begin())).toBe(true);
    expect(cache.keep('b', page(), ['user:b', 'couple:1'], cache.begin())).toBe(true);
    expect(cache.get('a')).toBe(mine);
    expect([...followed.keys()].sort()).toEqual(['couple:1', 'user:a', 'user:b']);
    followed.get('couple:1')?.();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(followed.size).toBe(0);
  });

  it('does not keep a page whose reading a change overtook', () => {
    const { cache } = cacheOf();
    const ticket = cache.begin();
    cache.invalidate('user:b');
    expect(cache.keep('a', page(), ['user:a', 'user:b'], ticket)).toBe(false);
    expect(cache.keep('a', page(), ['user:a', 'user:b'], cache.begin())).toBe(true);
    const beforeClear = cache.begin();
    cache.clear();
    expect(cache.keep('a', page(), ['user:a'], beforeClear)).toBe(false);
  });

  it('keeps a page a minute at most, within its memory, least recently used out first', () => {
    const { cache, advance } = cacheOf({ maxBytes: 250 });
    cache.keep('a', page(), ['t'], cache.begin());
    cache.keep('b', page(), ['t'], cache.begin());
    cache.get('a');
    cache.keep('c', page(), ['t'], cache.begin());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.bytes).toBe(200);
    advance(60_001);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.keep('big', page(300), ['t'], cache.begin())).toBe(false);
  });

  it('answers nothing and keeps nothing while the bus may be missing events', () => {
    const { cache, trusted } = cacheOf();
    cache.keep('a', page(), ['t'], cache.begin());
    trusted.value = false;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.keep('b', page(), ['t'], cache.begin())).toBe(false);
  });
});
