import { LIMITS } from '@shared/constants';

/**
 * Voice notes (chat, memories, comments, letters): the one statement of what an upload may be,
 * what each refusal says, and what a response carries. The server's intake enforces it
 * (`src/server/storage/voice-intake.ts`), the web's recorder stops at the same limits
 * (`src/web/components/voice/`).
 *
 * Usage, server: a route reads the multipart field `VOICE_FIELD` (`readUploadForm(c).files.voice`)
 * under `uploadLimit(VOICE_RULE)` (or its own limit plus `VOICE_RULE.maxBytes`), and the service
 * stores it with `storeVoiceNote` / `commitWithVoice`; presenters answer `TVoiceNote | null`
 * through `presentVoiceNote`.
 * Usage, web: `<VoiceRecorder onChange={(note) => ...} />` gives a `RecordedVoice` whose `blob`
 * goes into the form data under `VOICE_FIELD`; `<VoicePlayer note={memory.voice} />` plays one.
 */

/** The multipart field a voice note travels in, beside the text fields and a photo's `file`. */
export const VOICE_FIELD = 'voice';

/** The one form every voice note is stored in: AAC in MP4, which every browser plays. */
export const VOICE_CONTENT_TYPE = 'audio/mp4';
/** `canPlayType` of the stored form, for the player's check. */
export const VOICE_CODEC_TYPE = 'audio/mp4; codecs="mp4a.40.2"';

/** i18n keys of the voice namespace (`src/web/locales/<lng>/voice.json`). */
export interface VoiceMessages {
  /** Over `maxBytes` (413). */
  tooLarge: string;
  /** Longer than `maxSeconds`, read from the file itself (400). `{{max}}` is in minutes. */
  tooLong: string;
  /** Not a recording the converter reads, or silent of any sound stream at all (400). */
  notAudio: string;
  /** Fine, but the conversion or the store failed on our side (500 'upload_failed'). */
  uploadFailed: string;
}

export const VOICE_RULE = {
  maxBytes: LIMITS.voiceNoteBytes,
  /** The upload route's body limit: the file, a photo beside it, fields and framing. */
  maxRequestBytes: LIMITS.voiceNoteBytes + 1024 * 1024,
  maxSeconds: LIMITS.voiceNoteSeconds,
  messages: {
    tooLarge: 'voice.tooLarge',
    tooLong: 'voice.tooLong',
    notAudio: 'voice.notAudio',
    uploadFailed: 'voice.uploadFailed',
  } satisfies VoiceMessages,
} as const;

/** The `{{max}}` of `voice.tooLong`: the limit in minutes. */
export const VOICE_MAX_MINUTES = LIMITS.voiceNoteSeconds / 60;

/** A stored voice note as responses carry it: a signed URL (same rules as photos) and its length. */
export interface TVoiceNote {
  url: string;
  durationMs: number;
}
