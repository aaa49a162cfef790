// Records a voice note in the browser (MediaRecorder), for a form to send beside its fields.
//
// Usage (a memory's form, a comment box, the chat's composer, a letter):
//   const [voice, setVoice] = useState<RecordedVoice | null>(null);
//   <VoiceRecorder value={voice} onChange={setVoice} />
//   ...on submit: appendVoice(formData, voice)          // the multipart field 'voice'
// Editing something that already has one: pass `current={memory.voice}` and `onRemoveCurrent`
// (its player shows, with re-record and remove). `compact` shows the idle state as a round icon
// button (a comment box, the chat's composer). `onRecordingChange` tells the form a recording is
// under way (to hold its submit button). Asks for the microphone on the first tap; a refusal,
// a missing microphone or an unsupported browser is explained in the user's language. Stops by
// itself at LIMITS.voiceNoteSeconds; cancel, discard and record again; every control is a
// labelled button reachable by keyboard, and the state is announced to screen readers.
import { LIMITS } from '@shared/constants';
import type { TVoiceNote } from '@shared/voice-rules';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Mic, RotateCcw, Square, Trash2, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoiceRecorder } from './use-voice-recorder';
import { formatVoiceTime, type RecordedVoice } from './voice-format';
import { VoicePlayer } from './voice-player';

interface VoiceRecorderProps {
  value: RecordedVoice | null;
  onChange: (value: RecordedVoice | null) => void;
  /** The voice note already stored (editing), shown while nothing new is recorded. */
  current?: TVoiceNote | null;
  /** Removes the stored one (the form then sends its removal). */
  onRemoveCurrent?: () => void;
  /** Whether a recording is under way: a form holds its submit meanwhile. */
  onRecordingChange?: (isRecording: boolean) => void;
  disabled?: boolean;
  compact?: boolean;
  maxSeconds?: number;
  className?: string;
}

/** A local URL for a recording, released when it changes or the recorder goes. */
function useBlobUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

const WARN_BEFORE_END_SECONDS = 10;

export function VoiceRecorder({
  value,
  onChange,
  current = null,
  onRemoveCurrent,
  onRecordingChange,
  disabled = false,
  compact = false,
  maxSeconds = LIMITS.voiceNoteSeconds,
  className,
}: VoiceRecorderProps) {
  const { t } = useTranslation();
  const [reachedLimit, setReachedLimit] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'stop' | 'player' | 'record' | null>(null);
  const recorder = useVoiceRecorder({
    maxSeconds,
    onRecorded: (voice, atLimit) => {
      setReachedLimit(atLimit);
      setAnnouncement(t('voice.ready'));
      focusNext.current = 'player';
      onChange(voice);
    },
  });
  const isRecording = recorder.status === 'recording';
  const previewUrl = useBlobUrl(value?.blob);
  const remainingSeconds = Math.ceil(maxSeconds - recorder.elapsedMs / 1000);

  useEffect(() => onRecordingChange?.(isRecording), [isRecording, onRecordingChange]);
  useEffect(() => {
    if (isRecording) setAnnouncement(t('voice.recording'));
  }, [isRecording, t]);
  useEffect(() => {
    if (isRecording && remainingSeconds === WARN_BEFORE_END_SECONDS) {
      setAnnouncement(t('voice.remaining', { seconds: WARN_BEFORE_END_SECONDS }));
    }
  }, [isRecording, remainingSeconds, t]);

  // Focus follows the control that replaced the one just used.
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    const target =
      next === 'stop'
        ? stopButton.current
        : root.current?.querySelector<HTMLElement>(
            next === 'player' ? '[data-voice-player] button' : '[data-voice-record]',
          );
    if (target) {
      target.focus();
      focusNext.current = null;
    }
  });

  const start = () => {
    setReachedLimit(false);
    focusNext.current = 'stop';
    void recorder.start();
  };
  const discard = () => {
    setReachedLimit(false);
    focusNext.current = 'record';
    onChange(null);
  };
  const reRecord = () => {
    onChange(null);
    start();
  };

  const problem = recorder.problem;
  const problemText =
    problem === 'denied'
      ? t('voice.micDenied')
      : problem === 'missing'
        ? t('voice.micMissing')
        : problem === 'unsupported'
          ? t('voice.micUnsupported')
          : problem === 'failed'
            ? t('voice.micFailed')
            : null;

  const iconButton = 'size-10 shrink-0 rounded-full';
  return (
    <div ref={root} className={cn('flex min-w-0 flex-col gap-2', className)}>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
      {isRecording ? (
        <div className="flex items-center gap-2 rounded-full border border-primary/30 bg-primary-soft/60 py-1 pr-1 pl-1.5">
          <Button
            variant="ghost"
            size="icon"
            className={cn(iconButton, 'text-muted-foreground')}
            onClick={() => {
              focusNext.current = 'record';
              recorder.cancel();
            }}
            aria-label={t('voice.discard')}
          >
            <X aria-hidden="true" />
          </Button>
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 animate-pulse rounded-full bg-destructive"
          />
          <LevelBars levels={recorder.levels} />
          <span
            role="timer"
            aria-label={t('voice.elapsed', {
              elapsed: formatVoiceTime(recorder.elapsedMs),
              max: formatVoiceTime(maxSeconds * 1000),
            })}
            className="shrink-0 text-sm font-semibold text-foreground tabular-nums"
          >
            {formatVoiceTime(recorder.elapsedMs)}
            <span className="font-normal text-muted-foreground">
              {' / '}
              {formatVoiceTime(maxSeconds * 1000)}
            </span>
          </span>
          <Button
            ref={stopButton}
            size="icon"
            className={iconButton}
            onClick={() => {
              focusNext.current = 'player';
              recorder.stop();
            }}
            aria-label={t('voice.stop')}
          >
            <Square className="fill-current" aria-hidden="true" />
          </Button>
        </div>
      ) : value && previewUrl ? (
        <RecordedRow
          player={<VoicePlayer src={previewUrl} durationMs={value.durationMs} />}
          onReRecord={reRecord}
          onRemove={discard}
          removeLabel={t('voice.discard')}
          disabled={disabled}
        />
      ) : current ? (
        <RecordedRow
          player={<VoicePlayer src={current.url} durationMs={current.durationMs} />}
          onReRecord={start}
          onRemove={() => {
            focusNext.current = 'record';
            onRemoveCurrent?.();
          }}
          removeLabel={t('voice.discard')}
          disabled={disabled}
        />
      ) : compact ? (
        <Button
          variant="ghost"
          size="icon"
          data-voice-record=""
          className={cn(iconButton, 'text-primary')}
          onClick={start}
          disabled={disabled}
          isLoading={recorder.status === 'asking'}
          aria-label={t('voice.record')}
        >
          {recorder.status !== 'asking' && <Mic aria-hidden="true" />}
        </Button>
      ) : (
        <Button
          variant="outline"
          data-voice-record=""
          className="self-start"
          onClick={start}
          disabled={disabled}
          isLoading={recorder.status === 'asking'}
        >
          {recorder.status !== 'asking' && <Mic className="text-primary" aria-hidden="true" />}
          {t('voice.recordShort')}
        </Button>
      )}
      {recorder.status === 'asking' && (
        <p className="text-xs text-muted-foreground">{t('voice.micExplain')}</p>
      )}
      {reachedLimit && value && (
        <p className="text-xs text-muted-foreground">
          {t('voice.limitReached', { max: maxSeconds / 60 })}
        </p>
      )}
      {problemText && (
        <p role="alert" className="text-sm text-destructive">
          {problemText}
        </p>
      )}
    </div>
  );
}

function RecordedRow({
  player,
  onReRecord,
  onRemove,
  removeLabel,
  disabled,
}: {
  player: React.ReactNode;
  onReRecord: () => void;
  onRemove: () => void;
  removeLabel: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-1 rounded-3xl border border-border/70 bg-card/70 py-1.5 pr-1 pl-1.5">
      <div className="min-w-0 flex-1">{player}</div>
      <Button
        variant="ghost"
        size="icon"
        className="size-10 shrink-0 rounded-full text-muted-foreground"
        onClick={onReRecord}
        disabled={disabled}
        aria-label={t('voice.reRecord')}
        title={t('voice.reRecord')}
      >
        <RotateCcw aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-10 shrink-0 rounded-full text-muted-foreground hover:text-destructive"
        onClick={onRemove}
        disabled={disabled}
        aria-label={removeLabel}
        title={removeLabel}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The live level of the microphone, newest on the right: decorative, the timer says the rest. */
function LevelBars({ levels }: { levels: number[] }) {
  return (
    <div
      aria-hidden="true"
      className="flex h-7 min-w-0 flex-1 items-center justify-end gap-[3px] overflow-hidden"
    >
      {levels.map((level, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions, not items
          key={index}
          className="w-[3px] shrink-0 rounded-full bg-primary/80"
          style={{ height: `${Math.max(12, Math.round(level * 100))}%` }}
        />
      ))}
    </div>
  );
}
