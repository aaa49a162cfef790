import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TComment } from '@shared/schemas/reactions';
import { type JsonResponse, readJsonResponse, type TestClient } from './http-client';
import type { StorageTestApp } from './storage-drivers';
import type { TestApp } from './test-app';

/**
 * A 1.5 s recording as a browser makes it: Opus in WebM (Chromium), AAC in MP4 (Safari), Opus in
 * Ogg (Firefox). Made once with ffmpeg's sine source; a few kilobytes each.
 */
export const voiceRecording = (kind: 'webm' | 'mp4' | 'ogg' = 'webm') =>
  readFileSync(
    path.resolve(
      'test/fixtures',
      { webm: 'voice-opus.webm', mp4: 'voice-aac.mp4', ogg: 'voice-opus.ogg' }[kind],
    ),
  );

/** Every stored voice note of the app, as `voice/<path>`. */
export async function storedVoiceNotes(testApp: Pick<StorageTestApp, 'deps'> | TestApp) {
  const paths: string[] = [];
  for await (const file of testApp.deps.blobs.list('voice')) paths.push(file.path);
  return paths.sort();
}

/** A comment sent as the web app sends one with a voice note: a multipart form. */
export async function sendVoiceComment(
  client: TestClient,
  target: 'memory' | 'photo',
  id: string,
  { text, voice = voiceRecording() }: { text?: string; voice?: Buffer | null } = {},
): Promise<JsonResponse<TComment & { error: { message: string } }>> {
  const form = new FormData();
  if (text !== undefined) form.append('text', text);
  if (voice)
    form.append('voice', new Blob([new Uint8Array(voice)], { type: 'audio/webm' }), 'v.webm');
  const response = await client.raw(`/api/reactions/${target}/${id}/comments`, {
    method: 'POST',
    body: form,
  });
  return readJsonResponse(response);
}
