import { isUuid } from '@shared/schemas/ids';

/**
 * Where a page of the chat ends, as the database orders the thread: the creation time (UTC with
 * microseconds, as the repository selects it, so no two rows collapse into one instant) and the
 * id that breaks ties. The next page starts strictly before or after it.
 */
export interface ChatPosition {
  createdAt: string;
  id: string;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** An opaque, URL-safe cursor. */
export function encodeChatCursor(position: ChatPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names, or null when it is malformed. */
export function decodeChatCursor(cursor: string): ChatPosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !id) return null;
  return CREATED_AT.test(createdAt) && isUuid(id) ? { createdAt, id } : null;
}
