import type { TLetter, TLetters } from '@shared/schemas/letters';
import { type JsonResponse, readJsonResponse, type TestClient } from './http-client';

export type LetterResponse = TLetter & { error: { message: string; params?: unknown } };

export interface LetterForm {
  body?: string;
  opensOn?: string;
  openWhen?: string;
  openWhenSuggestion?: string;
  removeImage?: 'true';
  file?: { bytes: Buffer; name?: string; type?: string };
  /** A recording as the browser sends it (the `voice` field). */
  voice?: Buffer;
}

/** Sends the letter form as the web app does: multipart fields plus an optional photo. */
export async function sendLetterForm(
  client: TestClient,
  method: 'POST' | 'PATCH',
  url: string,
  { file, voice, ...fields }: LetterForm,
  headers: Record<string, string> = {},
): Promise<JsonResponse<LetterResponse>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' });
    form.append('file', blob, file.name ?? 'foto.png');
  }
  if (voice)
    form.append('voice', new Blob([new Uint8Array(voice)], { type: 'audio/webm' }), 'v.webm');
  return readJsonResponse<LetterResponse>(await client.raw(url, { method, body: form, headers }));
}

export const writeLetter = (
  client: TestClient,
  form: LetterForm,
  headers: Record<string, string> = {},
) => sendLetterForm(client, 'POST', '/api/letters', form, headers);

export const editLetter = (
  client: TestClient,
  id: string,
  form: LetterForm,
  headers: Record<string, string> = {},
) => sendLetterForm(client, 'PATCH', `/api/letters/${id}`, form, headers);

export const listLetters = (client: TestClient, headers: Record<string, string> = {}) =>
  client.request<TLetters>('GET', '/api/letters', undefined, headers);

export const openLetter = (client: TestClient, id: string, headers: Record<string, string> = {}) =>
  client.request<LetterResponse>('POST', `/api/letters/${id}/open`, undefined, headers);
