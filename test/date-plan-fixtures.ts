import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TDatePlan, TDatePlanList, TDatePlanPhotoList } from '@shared/schemas/date-plans';
import { type JsonResponse, readJsonResponse, type TestClient } from './http-client';
import { nextRealtimeEvent } from './realtime-fixtures';
import type { TestApp } from './test-app';

export type ErrorBody = { error: { message: string; params?: Record<string, unknown> } };
type PlanAction = 'start' | 'complete' | 'toggle';

export const listPlans = (client: TestClient) =>
  client.get<TDatePlanList & ErrorBody>('/api/date-plans');

export async function planOf(client: TestClient, planNumber: number): Promise<TDatePlan> {
  const { body } = await listPlans(client);
  const plan = body.plans.find((candidate) => candidate.planNumber === planNumber);
  if (!plan) throw new Error(`plan ${planNumber} not listed`);
  return plan;
}

export const planAction = (
  client: TestClient,
  planNumber: number,
  action: PlanAction,
  headers: Record<string, string> = {},
) =>
  client.request<TDatePlan & ErrorBody>(
    'POST',
    `/api/date-plans/${planNumber}/${action}`,
    {},
    headers,
  );

export const saveExperience = (
  client: TestClient,
  planNumber: number,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  client.request<TDatePlan & ErrorBody>(
    'PUT',
    `/api/date-plans/${planNumber}/experience`,
    body,
    headers,
  );

/** Several photos in one multipart request, as the plan dialog sends them. */
export async function uploadPhotos(
  client: TestClient,
  planNumber: number,
  files: { bytes: Buffer; name?: string; type?: string }[],
): Promise<JsonResponse<TDatePlanPhotoList & ErrorBody>> {
  const form = new FormData();
  for (const { bytes, name = 'photo.png', type = 'image/png' } of files) {
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  }
  return readJsonResponse(
    await client.raw(`/api/date-plans/${planNumber}/photos`, { method: 'POST', body: form }),
  );
}

export const listPhotos = (client: TestClient, planNumber: number) =>
  client.get<TDatePlanPhotoList & ErrorBody>(`/api/date-plans/${planNumber}/photos`);

export const photoOnDisk = (testApp: TestApp, blobPath: string) =>
  existsSync(path.join(testApp.dataDir, 'uploads', 'date-plans', blobPath));

/** The stored photo paths of a couple's plan, straight from the database. */
export async function photoPathsOf(testApp: TestApp, coupleId: string, planNumber: number) {
  const result = await testApp.deps.pool.query<{ photo_url: string }>(
    `select p.photo_url from couple_date_photos p
       join couple_date_completions c on c.id = p.completion_id
       join couple_date_plans d on d.id = c.plan_id
      where c.couple_id = $1 and d.plan_number = $2 order by p.created_at, p.id`,
    [coupleId, planNumber],
  );
  return result.rows.map((row) => row.photo_url);
}

/** How many plans of a couple are in progress, straight from the database. */
export async function inProgressCountOf(testApp: TestApp, coupleId: string): Promise<number> {
  const result = await testApp.deps.pool.query<{ total: number }>(
    'select count(*)::int as total from couple_date_completions where couple_id = $1 and in_progress',
    [coupleId],
  );
  return result.rows[0]?.total ?? 0;
}

/** Resolves with the next date-plans.changed event on a channel (other events are ignored). */
export const nextDatePlansEvent = (testApp: TestApp, channel: string) =>
  nextRealtimeEvent(testApp, channel, 'date-plans.changed');
