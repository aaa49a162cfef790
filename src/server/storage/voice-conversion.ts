// Voice notes in the one form every browser plays: AAC in MP4 (`audio/mp4; codecs="mp4a.40.2"`).
//
// Usage (built once in bootstrap.ts as `deps.voice`; features go through voice-intake.ts):
//   const voice = createVoiceConverter({ ffmpegPath: resolveFfmpegPath(config.FFMPEG_PATH) });
//   const { data, durationMs } = await voice.convert(buffer); // throws VoiceRefusedError
//                                                            //     or VoiceConversionError
//
// Chromium records Opus in WebM, Firefox Opus in Ogg or WebM, Safari AAC in MP4 (and newer
// Chromium Opus in MP4, which older Safari cannot play): each is converted here by ffmpeg in a
// child process, with a timeout and at most `concurrency` at a time per instance.
import { spawn } from 'node:child_process';
import { accessSync, constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createSemaphore } from './semaphore';

/** What the converter keeps of a recording: the AAC/M4A bytes and how long it lasts. */
export interface ConvertedVoice {
  data: Buffer;
  /** Read from the converted file itself, never taken from the client. */
  durationMs: number;
}

/** The recording is refused: the sender's problem, a 400. */
export class VoiceRefusedError extends Error {
  constructor(
    readonly reason: 'notAudio' | 'tooLong',
    detail: string,
  ) {
    super(`voice note refused (${reason}): ${detail}`);
    this.name = 'VoiceRefusedError';
  }
}

/** The recording may be fine but could not be converted here (no ffmpeg, a timeout): a 500. */
export class VoiceConversionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VoiceConversionError';
  }
}

export interface VoiceConverter {
  convert: (input: Buffer) => Promise<ConvertedVoice>;
  /** The ffmpeg this converter runs, for logs and diagnostics. */
  readonly ffmpegPath: string;
  /** Conversions running and waiting, for tests and diagnostics. */
  readonly stats: { running: number; waiting: number };
}

export interface VoiceConverterOptions {
  ffmpegPath: string;
  /** The longest accepted recording, in seconds (LIMITS.voiceNoteSeconds). */
  maxSeconds: number;
  /** One conversion's wall time before its ffmpeg is killed. Two minutes convert in about 1 s. */
  timeoutMs?: number;
  /** Conversions at once per instance: each takes a core while it runs. */
  concurrency?: number;
}

/** The containers browsers record in, told by their first bytes, and ffmpeg's demuxer for each. */
export function sniffAudioContainer(data: Buffer): 'matroska' | 'ogg' | 'mov' | 'wav' | null {
  if (data.length < 12) return null;
  if (data.readUInt32BE(0) === 0x1a45dfa3) return 'matroska'; // WebM and Matroska (EBML)
  if (data.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  if (data.toString('latin1', 4, 8) === 'ftyp') return 'mov'; // MP4, M4A, 3GP
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WAVE') {
    return 'wav';
  }
  return null;
}

/**
 * The duration of an MP4 file from its movie header (`moov/mvhd`), in milliseconds; null when
 * there is none. Our own output is parsed, so the walk only needs the top-level boxes.
 */
export function mp4DurationMs(data: Buffer): number | null {
  const findBox = (from: number, to: number, type: string): [number, number] | null => {
    let at = from;
    while (at + 8 <= to) {
      let size = data.readUInt32BE(at);
      let header = 8;
      if (size === 1 && at + 16 <= to) {
        size = Number(data.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) {
        size = to - at;
      }
      if (size < header || at + size > to) return null;
      if (data.toString('latin1', at + 4, at + 8) === type) return [at + header, at + size];
      at += size;
    }
    return null;
  };
  const moov = findBox(0, data.length, 'moov');
  const mvhd = moov && findBox(moov[0], moov[1], 'mvhd');
  if (!mvhd) return null;
  const [start] = mvhd;
  const version = data[start];
  const timescale = data.readUInt32BE(start + (version === 1 ? 20 : 12));
  const duration =
    version === 1 ? Number(data.readBigUInt64BE(start + 24)) : data.readUInt32BE(start + 16);
  if (!timescale) return null;
  return Math.round((duration * 1000) / timescale);
}

const isExecutable = (file: string) => {
  try {
    accessSync(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Which ffmpeg to run: FFMPEG_PATH when set; else `ffmpeg` on the PATH (Debian's, in the image
 * and on CI); else the static one the npm package `@ffmpeg-installer/ffmpeg` carries, so that
 * `npm install && npm start` converts on a machine without ffmpeg; else plain `ffmpeg`, which
 * fails with a clear error on the first voice note.
 */
export function resolveFfmpegPath(
  configured: string | undefined,
  searchPath = process.env.PATH ?? '',
): string {
  if (configured) return configured;
  for (const folder of searchPath.split(path.delimiter)) {
    if (folder && isExecutable(path.join(folder, 'ffmpeg'))) return path.join(folder, 'ffmpeg');
  }
  try {
    const bundled = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    if (isExecutable(bundled.path)) return bundled.path;
  } catch {
    // No binary for this platform in the package: fall through to the plain name.
  }
  return 'ffmpeg';
}

const STDERR_KEPT = 2000;

/** Runs ffmpeg; resolves its exit code and the end of what it wrote to stderr. */
function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  timeoutMs: number,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new VoiceConversionError(`ffmpeg took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(
        new VoiceConversionError(
          `could not run ffmpeg at "${ffmpegPath}" (set FFMPEG_PATH, or install ffmpeg): ${error.message}`,
          { cause: error },
        ),
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

export function createVoiceConverter({
  ffmpegPath,
  maxSeconds,
  timeoutMs = 30_000,
  concurrency = 2,
}: VoiceConverterOptions): VoiceConverter {
  const semaphore = createSemaphore(concurrency);
  // Whether this ffmpeg runs at all, asked once: a broken install must not make every
  // recording look like "not audio".
  let works: Promise<void> | null = null;
  const checkWorks = () => {
    works ??= runFfmpeg(ffmpegPath, ['-hide_banner', '-version'], timeoutMs).then(
      ({ code, stderr }) => {
        if (code !== 0) {
          throw new VoiceConversionError(`ffmpeg at "${ffmpegPath}" does not run: ${stderr}`);
        }
      },
    );
    works.catch(() => {
      works = null; // asked again next time: it may have been installed meanwhile
    });
    return works;
  };

  const convertNow = async (input: Buffer, demuxer: string): Promise<ConvertedVoice> => {
    await checkWorks();
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-voice-'));
    try {
      const source = path.join(folder, 'in');
      const target = path.join(folder, 'out.m4a');
      await fs.writeFile(source, input, { mode: 0o600 });
      // The demuxer is the one the first bytes named (no probing of other formats); only the
      // first audio stream is decoded; decoding stops a little past the limit, so an over-long
      // file costs no more than an accepted one and is still seen to be too long.
      const { code, stderr } = await runFfmpeg(
        ffmpegPath,
        [
          ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'],
          ...['-f', demuxer, '-i', source],
          ...['-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1', '-map_chapters', '-1'],
          ...['-t', String(maxSeconds + 2)],
          ...['-c:a', 'aac', '-b:a', '64k', '-ac', '1'],
          ...['-movflags', '+faststart', '-f', 'mp4', target],
        ],
        timeoutMs,
      );
      if (code !== 0) throw new VoiceRefusedError('notAudio', stderr.trim() || `exit ${code}`);
      const data = await fs.readFile(target);
      const durationMs = mp4DurationMs(data);
      if (!durationMs) throw new VoiceRefusedError('notAudio', 'no sound in it');
      if (durationMs > maxSeconds * 1000 + 999) {
        throw new VoiceRefusedError('tooLong', `${durationMs} ms`);
      }
      return { data, durationMs };
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  };

  return {
    ffmpegPath,
    get stats() {
      return semaphore.stats;
    },
    async convert(input) {
      const demuxer = sniffAudioContainer(input);
      if (!demuxer) throw new VoiceRefusedError('notAudio', 'not a known audio container');
      return semaphore.run(() => convertNow(input, demuxer));
    },
  };
}
