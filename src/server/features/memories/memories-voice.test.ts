import { sweepOrphanFiles } from '@server/storage/orphan-sweep';
import type { TMemory } from '@shared/schemas/memories';
import type { TReactionThread } from '@shared/schemas/reactions';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import { pngImage } from '@test/image-fixtures';
import { countMemoryRows, createMemory, editMemory } from '@test/memory-fixtures';
import { setupTestApp } from '@test/test-app';
import { sendVoiceComment, storedVoiceNotes, voiceRecording } from '@test/voice-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';

const testApp = setupTestApp();
let couple: CoupleFixture;
beforeAll(async () => {
  couple = await createCoupleFixture(testApp);
});

const HOUR_MS = 60 * 60 * 1000;
const pathOf = (url: string | undefined) => url?.match(/\/api\/storage\/voice\/([^?]+)/)?.[1];

async function memoryWithVoice(kind: 'webm' | 'mp4' | 'ogg' = 'webm'): Promise<TMemory> {
  const response = await createMemory(couple.a.client, {
    fields: { title: 'Te canto' },
    voice: { bytes: voiceRecording(kind) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('voice notes on memories', () => {
  it('keeps one recorded with a memory, converted, for both partners to play', async () => {
    const memory = await memoryWithVoice('ogg');
    expect(memory.voice?.durationMs).toBeGreaterThan(1400);
    expect(memory.voice?.durationMs).toBeLessThan(1700);
    expect(pathOf(memory.voice?.url)).toMatch(new RegExp(`^${couple.couple.id}/\\d+-\\w+\\.m4a$`));

    const seen = await couple.b.client.get<TMemory>(`/api/memories/${memory.id}`);
    expect(seen.body.voice?.durationMs).toBe(memory.voice?.durationMs);
    const played = await couple.b.client.raw(seen.body.voice?.url ?? '');
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/mp4');
    // The writer's URL is theirs alone.
    expect((await couple.b.client.raw(memory.voice?.url ?? '')).status).toBe(403);
  });

  it('replaces it on an edit, drops it on removeVoice, and removes the old files after', async () => {
    const memory = await memoryWithVoice();
    const first = pathOf(memory.voice?.url);
    const edited = await editMemory(couple.a.client, memory.id, {
      fields: { title: 'Te canto otra vez' },
      voice: { bytes: voiceRecording('mp4'), type: 'audio/mp4', name: 'voice.m4a' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const second = pathOf(edited.body.voice?.url);
    expect(second).not.toBe(first);
    const stored = await storedVoiceNotes(testApp);
    expect(stored).toContain(second);
    expect(stored).not.toContain(first);

    // An edit without a voice note keeps the one there.
    const kept = await editMemory(couple.a.client, memory.id, { fields: { title: 'Sin cambios' } });
    expect(pathOf(kept.body.voice?.url)).toBe(second);

    const removed = await editMemory(couple.a.client, memory.id, {
      fields: { title: 'Sin voz', removeVoice: 'true' },
    });
    expect(removed.body.voice).toBeNull();
    expect(await storedVoiceNotes(testApp)).not.toContain(second);
  });

  it('refuses what is not a recording with its translated 400, and saves no memory', async () => {
    const before = await countMemoryRows(testApp, couple.couple.id);
    const response = await createMemory(couple.a.client, {
      fields: { title: 'No es audio' },
      voice: { bytes: await pngImage(), type: 'audio/webm' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('voice.notAudio');
    expect(await countMemoryRows(testApp, couple.couple.id)).toBe(before);
  });
});

describe('voice comments', () => {
  it('takes a comment that is only a voice note, shows it to the partner, and removes it', async () => {
    const memory = await memoryWithVoice();
    const sent = await sendVoiceComment(couple.b.client, 'memory', memory.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ text: null, isMine: true });
    expect(sent.body.voice?.durationMs).toBeGreaterThan(1400);

    const thread = await couple.a.client.get<TReactionThread>(`/api/reactions/memory/${memory.id}`);
    const [comment] = thread.body.comments;
    expect(comment).toMatchObject({ id: sent.body.id, text: null, isMine: false });
    expect((await couple.a.client.raw(comment?.voice?.url ?? '')).status).toBe(200);

    const withWords = await sendVoiceComment(couple.a.client, 'memory', memory.id, {
      text: '  ¡Qué bonito!  ',
    });
    expect(withWords.body).toMatchObject({ text: '¡Qué bonito!' });
    const voicePath = pathOf(sent.body.voice?.url);
    expect(await storedVoiceNotes(testApp)).toContain(voicePath);
    expect((await couple.b.client.delete(`/api/reactions/comments/${sent.body.id}`)).status).toBe(
      204,
    );
    expect(await storedVoiceNotes(testApp)).not.toContain(voicePath);
  });

  it('asks for words or a voice note, and refuses a comment with neither', async () => {
    const memory = await memoryWithVoice();
    for (const form of [{ voice: null }, { text: '   ', voice: null }]) {
      const response = await sendVoiceComment(couple.a.client, 'memory', memory.id, form);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('reactions.commentRequired');
    }
    const notAudio = await sendVoiceComment(couple.a.client, 'memory', memory.id, {
      voice: Buffer.from('hola'),
    });
    expect(notAudio.status).toBe(400);
    expect(notAudio.body.error.message).toBe('voice.notAudio');
  });

  it('deleting a memory removes its voice note and its comments', async () => {
    const memory = await memoryWithVoice();
    const comment = await sendVoiceComment(couple.b.client, 'memory', memory.id);
    const paths = [pathOf(memory.voice?.url), pathOf(comment.body.voice?.url)];
    expect(await storedVoiceNotes(testApp)).toEqual(expect.arrayContaining(paths));
    expect((await couple.a.client.delete(`/api/memories/${memory.id}`)).status).toBe(204);
    const left = await storedVoiceNotes(testApp);
    for (const path of paths) expect(left).not.toContain(path);
  });

  it('the orphan sweep keeps every voice note a row names and removes the rest', async () => {
    const memory = await memoryWithVoice();
    const comment = await sendVoiceComment(couple.b.client, 'memory', memory.id);
    const orphan = `${couple.couple.id}/1-abcdef.m4a`;
    await testApp.deps.blobs.put('voice', orphan, voiceRecording('mp4'), 'audio/mp4');
    const later = new Date(testApp.deps.clock.now().getTime() + 2 * HOUR_MS);
    await sweepOrphanFiles(testApp.deps, later);
    const left = await storedVoiceNotes(testApp);
    expect(left).toEqual(
      expect.arrayContaining([pathOf(memory.voice?.url), pathOf(comment.body.voice?.url)]),
    );
    expect(left).not.toContain(orphan);
  });
});
