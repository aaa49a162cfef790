import type { OutboxRequest } from '../outbox/outbox-entry';
import type { UploadVariables } from './use-upload';

/**
 * An upload's multipart request as the outbox keeps it (a memory, a letter): its fields, its
 * photos in the `file` field and its attachments (a voice note) in theirs (structured clone keeps
 * each Blob in IndexedDB).
 */
export const outboxFormRequest = (
  method: OutboxRequest['method'],
  path: string,
  { fields, files, attachments = [] }: UploadVariables,
): OutboxRequest => ({
  method,
  path,
  form: {
    fields,
    files: [...files.map((file) => ({ field: 'file', file, name: file.name })), ...attachments],
  },
});
