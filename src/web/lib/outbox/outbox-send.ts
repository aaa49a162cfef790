import { apiFetch } from '../api-client';
import { idempotencyHeaders } from '../idempotent-request';
import type { OutboxRequest } from './outbox-entry';

/** Sends a stored change with its own Idempotency-Key (every attempt the same key). */
export function sendRequest<T>(request: OutboxRequest, key: string): Promise<T> {
  const { method, path, json, form } = request;
  let body: FormData | undefined;
  if (form) {
    body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    for (const { field, file, name } of form.files) body.append(field, file, name);
  }
  return apiFetch<T>(path, { method, json, body, headers: idempotencyHeaders(key) });
}
