import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TProfile } from '@shared/schemas/profile';
import type { TestClient } from './http-client';
import { uploadFile } from './image-fixtures';
import { depsWithBrokenBus, nextRealtimeEvent } from './realtime-fixtures';
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
export const nextProfileEvent = (testApp: TestApp, channel: string) =>
  nextRealtimeEvent(testApp, channel, 'profiles.updated');

/** The app's dependencies with a realtime bus whose every publish fails. */
export const depsWithFailingPublish = depsWithBrokenBus;

/** The full name stored in a user's profile row, or null without one. */
export async function profileNameOf(testApp: TestApp, userId: string): Promise<string | null> {
  const result = await testApp.deps.pool.query('select full_name from profiles where id = $1', [
    userId,
  ]);
  return result.rows[0]?.full_name ?? null;
}
