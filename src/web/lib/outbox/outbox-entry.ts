import type { TChangeType } from '../query-invalidations';

/** A file kept with its change: structured clone stores the Blob itself in IndexedDB. */
export interface OutboxFile {
  field: string;
  file: Blob;
  name: string;
}

/**
 * One write as the server will receive it: everything needed to send it again later, even after
 * the app was closed. JSON or multipart (photos), never both.
 */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  json?: unknown;
  form?: { fields: Record<string, string>; files: OutboxFile[] };
}

/** The server's refusal, kept to be shown in the person's language whenever they look. */
export interface OutboxRefusal {
  status: number;
  message: string;
  params: Record<string, string | number>;
  isTranslationKey: boolean;
}

/**
 * A change waiting to reach the server. Its `key` is the Idempotency-Key chosen when the change
 * was made: the same for every attempt, so a resend after a lost answer creates nothing twice.
 */
export interface OutboxEntry {
  key: string;
  /** The account that made it: another account signed in on the device never sends it. */
  userId: string;
  /** Sending order: the order the changes were made. */
  order: number;
  /** Which feature's change (`OutboxKind.name`): how it shows in the screens. */
  kind: string;
  /**
   * Kept from the kind, so a change sent before its feature's code has loaded (at boot, on
   * another screen) still refreshes what it touched and is named in the list.
   */
  change: TChangeType;
  label: string;
  detail?: string;
  /** What the feature's optimistic update and labels read (structured-clonable). */
  vars: unknown;
  request: OutboxRequest;
  /** The stand-in id of what this change creates, until the server gives the real one. */
  localId?: string;
  /** What the change concerns, for the "waiting" mark on its card. */
  target?: string;
  state: 'waiting' | 'failed';
  refusal?: OutboxRefusal;
  createdAt: number;
}

/** A stand-in id for something created offline; replaced in later changes once it is sent. */
export const LOCAL_ID_PREFIX = 'local-';
export const isLocalId = (id: string) => id.startsWith(LOCAL_ID_PREFIX);

export type { TChangeType };
