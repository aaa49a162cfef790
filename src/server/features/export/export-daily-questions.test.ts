import type { TDailyQuestionToday } from '@shared/schemas/daily-questions';
import { createCoupleFixture } from '@test/couple-fixtures';
import type { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { unzipEntries } from '@test/zip-fixtures';
import { describe, expect, it } from 'vitest';
import type { TArchiveData } from './export.presenter';

const testApp = setupTestApp();

async function exportOf(client: TestClient) {
  const response = await client.raw('/api/export');
  expect(response.status).toBe(200);
  const files = await unzipEntries(Buffer.from(await response.arrayBuffer()));
  const data = files.get('data.json')?.toString('utf8') ?? '';
  const album = files.get('index.html')?.toString('utf8') ?? '';
  return { data, album, json: JSON.parse(data) as TArchiveData };
}

const answer = async (client: TestClient, id: string, text: string) =>
  expect((await client.put(`/api/daily-questions/${id}/answer`, { answer: text })).status).toBe(
    200,
  );

describe('export: the daily question', () => {
  it('holds a partner’s answer only for the days the exporter answered too', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const today = await a.client.get<TDailyQuestionToday>('/api/daily-questions/today');
    const { id } = today.body.day;
    await answer(a.client, id, 'Respuesta escondida de Ana');

    // B has not answered: neither data.json nor the album has A's words.
    const hidden = await exportOf(b.client);
    expect(hidden.data).not.toContain('escondida');
    expect(hidden.album).not.toContain('escondida');
    expect(hidden.json.dailyQuestions).toEqual([
      expect.objectContaining({ id, questionId: today.body.day.questionId, answers: [] }),
    ]);
    // A's own export holds A's answer and the question's words.
    const own = await exportOf(a.client);
    expect(own.album).toContain('Respuesta escondida de Ana');
    expect(own.json.dailyQuestions[0]?.question).toEqual(expect.any(String));

    await answer(b.client, id, 'La de Bruno');
    const both = await exportOf(b.client);
    expect(both.album).toContain('Respuesta escondida de Ana');
    expect(both.json.dailyQuestions[0]?.answers.map((entry) => entry.answer).sort()).toEqual([
      'La de Bruno',
      'Respuesta escondida de Ana',
    ]);
  });
});
