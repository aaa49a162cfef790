import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRange } from './storage.routes';
import { mp4DurationMs, resolveFfmpegPath, sniffAudioContainer } from './voice-conversion';

const fixture = (name: string) => readFileSync(path.resolve('test/fixtures', name));

describe('voice notes: what is read without ffmpeg', () => {
  it('tells the containers browsers record in by their first bytes, and nothing else', () => {
    expect(sniffAudioContainer(fixture('voice-opus.webm'))).toBe('matroska');
    expect(sniffAudioContainer(fixture('voice-aac.mp4'))).toBe('mov');
    expect(sniffAudioContainer(fixture('voice-opus.ogg'))).toBe('ogg');
    expect(sniffAudioContainer(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBe('wav');
    expect(sniffAudioContainer(Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1'))).toBeNull();
    // An iPhone photo is an MP4-family file too: ffmpeg, given the MP4 demuxer, finds no sound.
    expect(sniffAudioContainer(fixture('photo.heic'))).toBe('mov');
    expect(sniffAudioContainer(Buffer.from('<svg></svg>'))).toBeNull();
    expect(sniffAudioContainer(Buffer.alloc(4))).toBeNull();
  });

  it("reads an MP4's length from its movie header", () => {
    expect(mp4DurationMs(fixture('voice-aac.mp4'))).toBeGreaterThan(1400);
    expect(mp4DurationMs(fixture('voice-aac.mp4'))).toBeLessThan(1700);
    expect(mp4DurationMs(fixture('voice-opus.webm'))).toBeNull();
    expect(mp4DurationMs(Buffer.alloc(0))).toBeNull();
  });

  it('runs FFMPEG_PATH when set, else the first ffmpeg on the PATH', () => {
    expect(resolveFfmpegPath('/opt/ffmpeg/bin/ffmpeg')).toBe('/opt/ffmpeg/bin/ffmpeg');
    expect(resolveFfmpegPath(undefined, '/nonexistent:/usr/bin')).toMatch(/ffmpeg$/);
  });

  it('answers the ranges audio elements ask for, and ignores the rest', () => {
    expect(parseRange('bytes=0-')).toEqual({ start: 0, end: undefined });
    expect(parseRange('bytes=100-199')).toEqual({ start: 100, end: 199 });
    for (const ignored of [undefined, 'bytes=-500', 'bytes=0-1,5-9', 'bytes=9-3', 'items=0-1']) {
      expect(parseRange(ignored)).toBeUndefined();
    }
  });
});
