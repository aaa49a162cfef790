import { describe, expect, it } from 'vitest';
import { formatVoiceTime, pickRecordingType, voiceAttachment } from './voice-format';

describe('voice note helpers', () => {
  it('shows lengths as m:ss', () => {
    expect(formatVoiceTime(0)).toBe('0:00');
    expect(formatVoiceTime(1_999)).toBe('0:01');
    expect(formatVoiceTime(83_400)).toBe('1:23');
    expect(formatVoiceTime(120_000)).toBe('2:00');
  });

  it("records in the best form the browser has: Chromium's WebM, Safari's MP4", () => {
    const chromium = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'];
    expect(pickRecordingType({ isTypeSupported: (type) => chromium.includes(type) })).toBe(
      'audio/webm;codecs=opus',
    );
    expect(pickRecordingType({ isTypeSupported: (type) => type === 'audio/mp4' })).toBe(
      'audio/mp4',
    );
    expect(pickRecordingType({ isTypeSupported: () => false })).toBe('');
  });

  it('sends a recording in the voice field, named for its type', () => {
    const named = (type: string) =>
      voiceAttachment({ blob: new Blob(['x'], { type }), durationMs: 1000 });
    expect(named('audio/webm;codecs=opus')).toMatchObject({ field: 'voice', name: 'voice.webm' });
    expect(named('audio/mp4')).toMatchObject({ name: 'voice.m4a' });
    expect(named('audio/ogg;codecs=opus')).toMatchObject({ name: 'voice.ogg' });
  });
});
