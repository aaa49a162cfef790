import type { OutboxRequest } from '../outbox/outbox-entry';
import type { UploadVariables } from './use-upload';

/**
 * An upload's multipart request as the outbox keeps it (a memory, a letter): its fields, and its
 * photos in the `file` field (structured clone keeps each Blob in IndexedDB).
 */
export const outboxFormRequest = (
  method: OutboxRequest['method'],
  path: string,
  { fields, files }: UploadVariables,
): OutboxRequest => ({
  method,
  path,
  form: { fields, files: files.map((file) => ({ field: 'file', file, name: file.name })) },
});
