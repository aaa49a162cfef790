import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TRealtimeEvent } from '@shared/realtime-events';
import type { TProfile } from '@shared/schemas/profile';
import type { TestClient } from './http-client';
import { uploadFile } from './image-fixtures';
import type { TestApp } from './test-app';

export type ErrorResponse = { error: { message: string } };

/** PUT /api/profile/avatar with one file, as the profile screen sends it. */
export const uploadAvatar = (
  client: TestClient,
  bytes: Buffer,
  name = 'me.jpg',
  type = 'image/jpeg',
) =>
  uploadFile<TProfile & ErrorResponse>(client, '/api/profile/avatar', bytes, {
    method: 'PUT',
    name,
    type,
  });

/** The stored avatar path of a user's profile, straight from the database. */
export async function avatarPathOf(testApp: TestApp, userId: string): Promise<string | null> {
  const result = await testApp.deps.pool.query('select avatar_url from profiles where id = $1', [
    userId,
  ]);
  return result.rows[0]?.avatar_url ?? null;
}

export const avatarOnDisk = (testApp: TestApp, blobPath: string) =>
  existsSync(path.join(testApp.dataDir, 'uploads', 'avatars', blobPath));

/** Resolves with the next profiles.updated event on a channel (other events are ignored). */
export function nextProfileEvent(testApp: TestApp, channel: string): Promise<TRealtimeEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no profiles.updated on ${channel}`));
    }, 5000);
    const unsubscribe = testApp.deps.bus.subscribe([channel], (event) => {
      if (event.type !== 'profiles.updated') return;
      clearTimeout(timer);
      unsubscribe();
      resolve(event);
    });
  });
}

/** The app's dependencies with a realtime bus whose every publish fails. */
export function depsWithFailingPublish(testApp: TestApp): TestApp['deps'] {
  return {
    ...testApp.deps,
    bus: { ...testApp.deps.bus, publish: () => Promise.reject(new Error('bus down')) },
  };
}

/** The full name stored in a user's profile row, or null without one. */
export async function profileNameOf(testApp: TestApp, userId: string): Promise<string | null> {
  const result = await testApp.deps.pool.query('select full_name from profiles where id = $1', [
    userId,
  ]);
  return result.rows[0]?.full_name ?? null;
}
