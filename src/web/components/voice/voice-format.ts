// Small pure helpers of voice notes, shared by the recorder, the player and the forms.
//
// Usage:
//   formatVoiceTime(83_400)                 // '1:23'
//   appendVoice(formData, recorded)         // the form field 'voice' with a named file
//   upload.start(photos, fields, [voiceAttachment(recorded)])   // through useUpload
//   pickRecordingType(MediaRecorder)        // 'audio/webm;codecs=opus', 'audio/mp4'... or ''
import { VOICE_FIELD } from '@shared/voice-rules';
import type { UploadAttachment } from '@web/lib/upload/use-upload';

/** A recording made in this browser, ready to send. */
export interface RecordedVoice {
  blob: Blob;
  /** Measured while recording; the server reads the real one from the file. */
  durationMs: number;
}

/** `m:ss`, as voice messages show their length. */
export function formatVoiceTime(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What this browser records in, best first: Opus in WebM (Chromium, Firefox), AAC in MP4
 * (Safari), Opus in Ogg (older Firefox). The server converts each to AAC in MP4.
 */
const RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/ogg;codecs=opus',
];

export function pickRecordingType(recorder: { isTypeSupported: (type: string) => boolean }) {
  return RECORDING_TYPES.find((type) => recorder.isTypeSupported(type)) ?? '';
}

const EXTENSIONS: Array<[RegExp, string]> = [
  [/webm/, 'webm'],
  [/mp4|aac|m4a/, 'm4a'],
  [/ogg/, 'ogg'],
];

/** A recording as an upload's attachment: the `voice` field, a file name matching its type. */
export function voiceAttachment(voice: RecordedVoice): UploadAttachment {
  const extension = EXTENSIONS.find(([pattern]) => pattern.test(voice.blob.type))?.[1] ?? 'webm';
  return { field: VOICE_FIELD, file: voice.blob, name: `voice.${extension}` };
}

/** Puts a recording in a multipart form under `voice`, with a file name matching its type. */
export function appendVoice(form: FormData, voice: RecordedVoice): void {
  const { field, file, name } = voiceAttachment(voice);
  form.append(field, file, name);
}
