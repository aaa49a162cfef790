// The microphone and MediaRecorder behind <VoiceRecorder>: asks for the microphone, records,
// measures the time and the sound's level, stops itself at the limit.
//
// Usage:
//   const recorder = useVoiceRecorder({ maxSeconds: LIMITS.voiceNoteSeconds,
//                                       onRecorded: (voice) => setVoice(voice) });
//   recorder.start(); recorder.stop(); recorder.cancel();
//   recorder.status   // 'idle' | 'asking' | 'recording'
//   recorder.problem  // null | 'denied' | 'missing' | 'unsupported' | 'failed'
import { useCallback, useEffect, useRef, useState } from 'react';
import { pickRecordingType, type RecordedVoice } from './voice-format';

export type RecorderProblem = 'denied' | 'missing' | 'unsupported' | 'failed';

/** Bars of the live level meter. */
export const LEVEL_BARS = 24;
const TICK_MS = 100;

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  startedAt: number;
  timer: ReturnType<typeof setInterval>;
  audio: AudioContext | null;
  cancelled: boolean;
  durationMs: number;
}

function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/** A level meter on the stream: how loud, 0 to 1, read on each tick. */
function levelMeter(stream: MediaStream): { audio: AudioContext | null; read: () => number } {
  try {
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 512;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    // Made after the microphone was granted, not within the tap: it may start suspended.
    void audio.resume().catch(() => {});
    return {
      audio,
      read: () => {
        analyser.getByteTimeDomainData(samples);
        let sum = 0;
        for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
        return Math.min(1, Math.sqrt(sum / samples.length) * 4);
      },
    };
  } catch {
    return { audio: null, read: () => 0 };
  }
}

export function useVoiceRecorder({
  maxSeconds,
  onRecorded,
}: {
  maxSeconds: number;
  onRecorded: (voice: RecordedVoice, reachedLimit: boolean) => void;
}) {
  const [status, setStatus] = useState<'idle' | 'asking' | 'recording'>('idle');
  const [problem, setProblem] = useState<RecorderProblem | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [levels, setLevels] = useState<number[]>([]);
  const session = useRef<Session | null>(null);
  const reachedLimit = useRef(false);
  const recorded = useRef(onRecorded);
  recorded.current = onRecorded;

  const finish = useCallback((cancel: boolean) => {
    const current = session.current;
    if (!current) return;
    current.cancelled = cancel;
    current.durationMs = performance.now() - current.startedAt;
    clearInterval(current.timer);
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setProblem('unsupported');
      return;
    }
    setStatus('asking');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true },
      });
    } catch (error) {
      setStatus('idle');
      setProblem(problemOf(error));
      return;
    }
    let recorder: MediaRecorder;
    const type = pickRecordingType(MediaRecorder);
    try {
      recorder = new MediaRecorder(stream, {
        ...(type ? { mimeType: type } : {}),
        audioBitsPerSecond: 48_000,
      });
    } catch {
      for (const track of stream.getTracks()) track.stop();
      setStatus('idle');
      setProblem('unsupported');
      return;
    }
    const chunks: Blob[] = [];
    const meter = levelMeter(stream);
    reachedLimit.current = false;
    const current: Session = {
      recorder,
      stream,
      startedAt: performance.now(),
      audio: meter.audio,
      cancelled: false,
      durationMs: 0,
      timer: setInterval(() => {
        const elapsed = performance.now() - current.startedAt;
        setElapsedMs(elapsed);
        setLevels((previous) => [...previous.slice(1 - LEVEL_BARS), meter.read()]);
        if (elapsed >= maxSeconds * 1000) {
          reachedLimit.current = true;
          finish(false);
        }
      }, TICK_MS),
    };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      clearInterval(current.timer);
      for (const track of stream.getTracks()) track.stop();
      void current.audio?.close().catch(() => {});
      session.current = null;
      setStatus('idle');
      setLevels([]);
      if (current.cancelled || chunks.length === 0) return;
      const blob = new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' });
      const durationMs = Math.min(current.durationMs, maxSeconds * 1000);
      recorded.current({ blob, durationMs }, reachedLimit.current);
    };
    recorder.onerror = () => {
      finish(true);
      setProblem('failed');
    };
    session.current = current;
    setElapsedMs(0);
    setLevels([]);
    // A slice every second: a stop loses nothing, and a long recording is not one huge buffer.
    recorder.start(1000);
    setStatus('recording');
  }, [finish, maxSeconds]);

  // Leaving the screen mid-recording releases the microphone and keeps nothing.
  useEffect(() => () => finish(true), [finish]);

  return {
    status,
    problem,
    elapsedMs,
    levels,
    start,
    stop: useCallback(() => finish(false), [finish]),
    cancel: useCallback(() => finish(true), [finish]),
    clearProblem: useCallback(() => setProblem(null), []),
  };
}
