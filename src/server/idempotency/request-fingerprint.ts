import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/**
 * A request's content, as a SHA-256: what a retry with the same `Idempotency-Key` must repeat.
 * A multipart form is read as its fields and files (a browser draws a new boundary for every
 * send of the same form, so its bytes differ); any other body as its bytes. The body is read
 * here and handed on, so the route reads it as it came (run after the route's body limit).
 */
export async function requestFingerprint(c: Context): Promise<string> {
  const raw = c.req.raw;
  const contentType = raw.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await raw.arrayBuffer());
  c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes });
  const hash = createHash('sha256');
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return hash.update(bytes).digest('hex');
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    // Not a form after all: the route answers its 400; its bytes stand for it meanwhile.
    return hash.update(bytes).digest('hex');
  }
  for (const [name, value] of form) {
    hash.update(`${name.length}:${name}`);
    if (typeof value === 'string') {
      hash.update(`s${value.length}:${value}`);
    } else {
      const file = new Uint8Array(await value.arrayBuffer());
      hash.update(`f${value.type}:${file.length}:`).update(file);
    }
  }
  return hash.digest('hex');
}
