import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AppError } from '@server/http/errors';
import { LIMITS } from '@shared/constants';
import { VOICE_CONTENT_TYPE } from '@shared/voice-rules';
import { createCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture } from '@test/fixtures';
import { pngImage } from '@test/image-fixtures';
import { STORAGE_DRIVERS, setupStorageTestApp } from '@test/storage-drivers';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBlob } from './blob-store';
import { coupleViewer } from './signed-url';
import { createVoiceConverter, mp4DurationMs, sniffAudioContainer } from './voice-conversion';
import { commitWithVoice, presentVoiceNote, storeVoiceNote } from './voice-intake';

const fixture = (name: string) => readFileSync(path.resolve('test/fixtures', name));

/** What the browsers record: Chromium's Opus in WebM, Safari's AAC in MP4, Firefox's Ogg. */
const RECORDINGS = [
  ['Opus in WebM (Chromium)', 'voice-opus.webm'],
  ['AAC in MP4 (Safari)', 'voice-aac.mp4'],
  ['Opus in Ogg (Firefox)', 'voice-opus.ogg'],
] as const;

/** The refusal a call ends in, as the client sees it. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, code: error.code, message: error.message, params: error.params };
}

/** Whether a stored file is AAC in an MP4 container, asked of ffmpeg itself. */
async function codecOf(ffmpegPath: string, data: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'juntos-voice-check-'));
  const file = path.join(folder, 'stored.m4a');
  await writeFile(file, data);
  try {
    // ffmpeg with no output exits 1 after describing its input on stderr.
    const described = await promisify(execFile)(ffmpegPath, ['-hide_banner', '-i', file]).catch(
      (error: { stderr: string }) => ({ stderr: error.stderr }),
    );
    return described.stderr;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe.each(STORAGE_DRIVERS)('voice notes on the %s', (driver) => {
  const testApp = setupStorageTestApp(driver);
  const store = (file: Buffer | Blob, folder = 'couple-voice') =>
    storeVoiceNote(testApp.deps, { file, folder });

  it.each(RECORDINGS)('converts %s to AAC in M4A, with its real duration', async (_, name) => {
    const stored = await store(fixture(name));
    expect(stored.path).toMatch(/^couple-voice\/\d+-[0-9a-f]{6}\.m4a$/);
    expect(stored.durationMs).toBeGreaterThan(1400);
    expect(stored.durationMs).toBeLessThan(1700);
    const blob = await readBlob(testApp.deps.blobs, 'voice', stored.path);
    expect(blob?.contentType).toBe(VOICE_CONTENT_TYPE);
    const data = blob?.data ?? Buffer.alloc(0);
    expect(sniffAudioContainer(data)).toBe('mov');
    expect(mp4DurationMs(data)).toBe(stored.durationMs);
    const described = await codecOf(testApp.deps.voice.ffmpegPath, data);
    expect(described).toMatch(/Audio: aac \(LC\) \(mp4a/);
    expect(described).not.toMatch(/Video:/);
  });

  it('refuses a file over the size limit before converting it (413)', async () => {
    const tooBig = Buffer.concat([fixture('voice-opus.webm'), Buffer.alloc(LIMITS.voiceNoteBytes)]);
    expect(await refusal(store(tooBig))).toEqual({
      status: 413,
      code: 'payload_too_large',
      message: 'voice.tooLarge',
      params: { max: LIMITS.voiceNoteBytes / 1024 / 1024 },
    });
  });

  it('refuses what is not a recording (400), whatever its name or type claim', async () => {
    const voiceFiles = async () =>
      (await testApp.listStored()).filter((key) => key.startsWith('voice/'));
    const before = await voiceFiles();
    for (const file of [
      new Blob(['not a recording at all'], { type: 'audio/webm' }),
      await pngImage(),
      // An iPhone photo: an MP4-family file with no sound in it.
      fixture('photo.heic'),
      // A WebM header with nothing readable after it.
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(200, 7)]),
      Buffer.alloc(0),
    ]) {
      expect(await refusal(store(file))).toEqual({
        status: 400,
        code: 'bad_request',
        message: 'voice.notAudio',
        params: undefined,
      });
    }
    expect(await voiceFiles()).toEqual(before);
  });

  it('refuses a recording longer than the limit, read from the file (400)', async () => {
    const long = path.join(os.tmpdir(), `juntos-long-${process.pid}.webm`);
    await promisify(execFile)(testApp.deps.voice.ffmpegPath, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', `anullsrc=r=8000:cl=mono`, '-t', String(LIMITS.voiceNoteSeconds + 5)],
      ...['-c:a', 'libopus', '-b:a', '6k', long],
    ]);
    expect(await refusal(store(readFileSync(long)))).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'voice.tooLong',
      params: { max: LIMITS.voiceNoteSeconds / 60 },
    });
  });

  it('answers 500 upload_failed with its own message when ffmpeg cannot run', async () => {
    const broken = createVoiceConverter({
      ffmpegPath: '/nonexistent/ffmpeg',
      maxSeconds: LIMITS.voiceNoteSeconds,
    });
    const failed = storeVoiceNote(
      { ...testApp.deps, voice: broken },
      { file: fixture('voice-opus.webm'), folder: 'couple-voice' },
    );
    expect(await refusal(failed)).toMatchObject({
      status: 500,
      code: 'upload_failed',
      message: 'voice.uploadFailed',
    });
  });

  it('removes the new file when the commit fails, and what the commit replaced', async () => {
    const before = await store(fixture('voice-opus.ogg'), 'couple-commit');
    await expect(
      commitWithVoice(
        testApp.deps,
        { file: fixture('voice-opus.webm'), folder: 'couple-commit' },
        async () => {
          throw new Error('the transaction failed');
        },
      ),
    ).rejects.toThrow('the transaction failed');
    expect((await testApp.listStored()).filter((key) => key.includes('couple-commit'))).toEqual([
      `voice/${before.path}`,
    ]);

    const after = await commitWithVoice(
      testApp.deps,
      { file: fixture('voice-opus.webm'), folder: 'couple-commit' },
      async (stored) => ({ result: stored, replaced: [{ bucket: 'voice', path: before.path }] }),
    );
    expect((await testApp.listStored()).filter((key) => key.includes('couple-commit'))).toEqual([
      `voice/${after?.path}`,
    ]);
  });

  describe('signed playback', () => {
    let couple: Awaited<ReturnType<typeof createCoupleFixture>>;
    let stored: { path: string; durationMs: number };
    beforeAll(async () => {
      couple = await createCoupleFixture(testApp);
      stored = await store(fixture('voice-aac.mp4'), couple.couple.id);
    });
    const urlFor = (userId: string) =>
      presentVoiceNote(
        testApp.deps.signer,
        stored.path,
        stored.durationMs,
        coupleViewer({ userId, couple: { id: couple.couple.id } }),
      );

    it('serves both partners audio/mp4 with ranges, so the player can seek', async () => {
      for (const partner of [couple.a, couple.b]) {
        const note = urlFor(partner.user.id);
        expect(note?.durationMs).toBe(stored.durationMs);
        const whole = await partner.client.raw(note?.url ?? '');
        expect(whole.status).toBe(200);
        expect(whole.headers.get('content-type')).toBe('audio/mp4');
        expect(whole.headers.get('accept-ranges')).toBe('bytes');
        const size = (await whole.arrayBuffer()).byteLength;
        expect(whole.headers.get('content-length')).toBe(String(size));

        const part = await partner.client.raw(note?.url ?? '', { headers: { Range: 'bytes=2-9' } });
        expect(part.status).toBe(206);
        expect(part.headers.get('content-range')).toBe(`bytes 2-9/${size}`);
        expect(part.headers.get('content-length')).toBe('8');
        expect(Buffer.from(await part.arrayBuffer()).toString('latin1', 2, 6)).toBe('ftyp');

        const rest = await partner.client.raw(note?.url ?? '', { headers: { Range: 'bytes=10-' } });
        expect(rest.status).toBe(206);
        expect(rest.headers.get('content-range')).toBe(`bytes 10-${size - 1}/${size}`);
        expect((await rest.arrayBuffer()).byteLength).toBe(size - 10);

        // Past the end: the whole file, as HTTP allows.
        const past = await partner.client.raw(note?.url ?? '', {
          headers: { Range: `bytes=${size + 5}-` },
        });
        expect(past.status).toBe(200);
        expect((await past.arrayBuffer()).byteLength).toBe(size);
      }
    });

    it("refuses another person the partners' URL", async () => {
      const stranger = await createUserFixture(testApp, { fullName: 'Otra Persona' });
      const url = urlFor(couple.a.user.id)?.url ?? '';
      expect((await stranger.client.raw(url)).status).toBe(403);
      expect(presentVoiceNote(testApp.deps.signer, null, null, stranger.user.id)).toBeNull();
    });
  });
});
