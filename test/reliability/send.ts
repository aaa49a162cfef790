import type { ScopedRequest } from '../authorization';
import { type JsonResponse, readJsonResponse, type TestClient } from '../http-client';

/**
 * Sends a request as the web app would (JSON, or multipart when it carries a form). An event
 * stream is not read to its end (it has none): its status is kept and the body cancelled.
 */
export async function sendAs(
  client: TestClient,
  { method, path, body, form }: ScopedRequest,
): Promise<JsonResponse> {
  const init: RequestInit = { method };
  if (form) {
    const data = new FormData();
    for (const [key, value] of Object.entries(form)) data.append(key, value);
    init.body = data;
  } else if (body !== undefined || (method !== 'GET' && method !== 'DELETE')) {
    init.body = JSON.stringify(body ?? {});
    init.headers = { 'content-type': 'application/json' };
  }
  const response = await client.raw(path, init);
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: null, headers: response.headers };
  }
  return readJsonResponse(response);
}
