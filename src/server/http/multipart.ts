import type { Context } from 'hono';
import { badRequest } from './errors';

export interface UploadForm {
  /** Text fields, for routes that send data beside the file (a memory's title...). */
  fields: Record<string, string>;
  /** The `file` field, when one was sent and is not empty. */
  file: File | null;
  /** Every non-empty file field by name (`file` among them): a voice note travels as `voice`. */
  files: Record<string, File>;
}

/**
 * Reads a multipart/form-data body. A malformed body, or one that is not multipart, is the
 * client's mistake: 400 with the feature's message, never a 500. With repeated fields the last
 * one wins.
 */
export async function readUploadForm(c: Context, message: string): Promise<UploadForm> {
  const contentType = c.req.header('content-type')?.toLowerCase() ?? '';
  if (!contentType.startsWith('multipart/form-data')) throw badRequest(message);
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest(message);
  }
  const fields: Record<string, string> = {};
  // No prototype: a field named `__proto__` stays a field.
  const files: Record<string, File> = Object.create(null);
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
    else if (value.size > 0) files[name] = value;
  }
  return { fields, file: files.file ?? null, files };
}

/** The `file` field of a multipart body; missing or empty is a 400 with the feature's message. */
export async function readUploadFile(c: Context, message: string): Promise<File> {
  const { file } = await readUploadForm(c, message);
  if (!file) throw badRequest(message);
  return file;
}

/**
 * Every non-empty `file` field of a multipart body (several photos at once). None: 400 with
 * `message`; more than `maxFiles`: 400 with `tooManyMessage` (its `{{max}}` is `maxFiles`).
 */
export async function readUploadFiles(
  c: Context,
  {
    message,
    maxFiles,
    tooManyMessage,
  }: { message: string; maxFiles: number; tooManyMessage: string },
): Promise<File[]> {
  const contentType = c.req.header('content-type')?.toLowerCase() ?? '';
  if (!contentType.startsWith('multipart/form-data')) throw badRequest(message);
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest(message);
  }
  const sent = body.file === undefined ? [] : [body.file].flat();
  const files = sent.filter((value): value is File => typeof value !== 'string' && value.size > 0);
  if (files.length === 0) throw badRequest(message);
  if (files.length > maxFiles) throw badRequest(tooManyMessage, { max: maxFiles });
  return files;
}
