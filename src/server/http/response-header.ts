import type { Context } from 'hono';

/**
 * Sets a header on the handler's finished response in place. Hono's `c.header()` after the
 * handler re-wraps the response with its body as a stream, which the Node adapter then writes in
 * chunks instead of in one write: measurably slower for every API answer (`npm run bench`). A
 * response whose headers are immutable (one made by `fetch`) falls back to `c.header()`.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
