import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serializeForScript } from './document';
import { pageBytes, pageDocument, pageGzip } from './page-document';

const DRAWN = 1_796_300_000_000;
const NOW = 1_796_300_123_456;
/** A page whose markup and data both hold text that looks like a time of the state's. */
const title = '"dataUpdatedAt":1111111111111}';
const state = serializeForScript({
  queries: {
    queries: [
      { dehydratedAt: DRAWN, state: { data: { title }, dataUpdatedAt: DRAWN } },
      { dehydratedAt: DRAWN, state: { data: 'ñandú 💞', dataUpdatedAt: DRAWN + 1 } },
    ],
  },
});
const html = `<!doctype html><div id="root"><p>${title}</p></div><script type="application/json" id="juntos-state">${state}</script></body></html>`;
const page = () => pageDocument(html, html.indexOf('<script'));

describe('a kept page document', () => {
  it('is the drawn page as drawn, and with the times of now, in the state only', () => {
    expect(pageBytes(page()).toString()).toBe(html);
    const now = pageBytes(page(), NOW).toString();
    expect(now.match(new RegExp(String(NOW), 'g'))).toHaveLength(4);
    expect(now).not.toContain(String(DRAWN));
    // What a person wrote is never taken for a time, in the markup or in the data.
    expect(now.split('1111111111111')).toHaveLength(3);
  });

  it('is valid gzip of the same bytes, spliced per answer from parts deflated once', () => {
    const kept = page();
    expect(gunzipSync(pageGzip(kept)).toString()).toBe(html);
    const deflated = kept.deflated;
    expect(gunzipSync(pageGzip(kept, NOW)).toString()).toBe(pageBytes(kept, NOW).toString());
    expect(kept.deflated).toBe(deflated);
    expect(kept.bytes).toBeGreaterThan(Buffer.byteLength(html));
  });
});
