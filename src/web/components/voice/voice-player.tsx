// Plays one voice note: play/pause, a progress bar to seek (a range input underneath, so keys and
// screen readers work), the position and the length. Starting one pauses any other playing.
//
// Usage:
//   <VoicePlayer src={memory.voice.url} durationMs={memory.voice.durationMs} />
//   <VoicePlayer src={url} durationMs={ms} label={t('voice.playerLabelBy', {...})} tone="onPrimary" />
// `label` names the group for screen readers ('Nota de voz de 0:12' by default); `tone`
// 'onPrimary' suits a bubble filled with the primary colour (one's own chat message).
import { cn } from '@web/lib/cn';
import { Pause, Play } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatVoiceTime } from './voice-format';

/** The one note playing in this tab: starting another pauses it. */
let playingNow: HTMLAudioElement | null = null;

interface VoicePlayerProps {
  src: string;
  /** The length the server read from the file (or the recorder measured), shown before loading. */
  durationMs: number;
  label?: string;
  tone?: 'default' | 'onPrimary';
  className?: string;
}

export function VoicePlayer({
  src,
  durationMs,
  label,
  tone = 'default',
  className,
}: VoicePlayerProps) {
  const { t } = useTranslation();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [currentMs, setCurrentMs] = useState(0);
  const [hasFailed, setHasFailed] = useState(false);
  // The file's own length once known (a fresh recording's WebM may not say it: keep ours then).
  const [knownMs, setKnownMs] = useState(durationMs);
  const totalMs = Math.max(knownMs, 1);
  const duration = formatVoiceTime(totalMs);
  const position = t('voice.position', { current: formatVoiceTime(currentMs), total: duration });

  useEffect(() => {
    setKnownMs(durationMs);
    setCurrentMs(0);
    setHasFailed(false);
  }, [durationMs]);

  useEffect(
    () => () => {
      if (playingNow === audioRef.current) playingNow = null;
    },
    [],
  );

  const toggle = async () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    if (playingNow && playingNow !== audio) playingNow.pause();
    playingNow = audio;
    try {
      await audio.play();
      setHasFailed(false);
    } catch (error) {
      // A pause before playback began is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setHasFailed(true);
    }
  };

  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    const audio = audioRef.current;
    const ms = Number(event.target.value);
    setCurrentMs(ms);
    if (audio) audio.currentTime = ms / 1000;
  };

  const onPrimary = tone === 'onPrimary';
  const percent = Math.min(100, (currentMs / totalMs) * 100);
  return (
    <fieldset
      aria-label={label ?? t('voice.playerLabel', { duration })}
      className={cn('flex w-full min-w-0 max-w-xs items-center gap-2.5', className)}
      data-voice-player=""
    >
      {/* biome-ignore lint/a11y/useMediaCaption: a voice note has no captions to offer */}
      <audio
        ref={audioRef}
        src={src}
        preload="none"
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
        onEnded={() => {
          setIsPlaying(false);
          setCurrentMs(0);
        }}
        onTimeUpdate={(event) => setCurrentMs(event.currentTarget.currentTime * 1000)}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds) && seconds > 0) setKnownMs(seconds * 1000);
        }}
        onError={() => setHasFailed(true)}
        className="hidden"
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={isPlaying ? t('voice.pause') : t('voice.play')}
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-transform active:scale-95 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          onPrimary
            ? 'bg-primary-foreground text-primary'
            : 'bg-gradient-to-r from-primary to-[oklch(0.66_0.19_25)] text-primary-foreground shadow-glow',
        )}
      >
        {isPlaying ? (
          <Pause className="size-4" aria-hidden="true" />
        ) : (
          <Play className="size-4 translate-x-px" aria-hidden="true" />
        )}
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="relative h-5">
          <input
            type="range"
            min={0}
            max={Math.round(totalMs)}
            step={100}
            value={Math.round(Math.min(currentMs, totalMs))}
            onChange={seek}
            aria-label={t('voice.seek')}
            aria-valuetext={position}
            className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
          />
          <div
            aria-hidden="true"
            className={cn(
              'absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 overflow-hidden rounded-full peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
              onPrimary ? 'bg-primary-foreground/35' : 'bg-primary-soft',
            )}
          >
            <div
              className={cn(
                'h-full rounded-full',
                onPrimary
                  ? 'bg-primary-foreground'
                  : 'bg-gradient-to-r from-primary to-[oklch(0.66_0.19_25)]',
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
          <div
            aria-hidden="true"
            className={cn(
              'absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full shadow-sm',
              onPrimary ? 'bg-primary-foreground' : 'bg-primary',
            )}
            style={{ left: `${percent}%` }}
          />
        </div>
        <div
          className={cn(
            'flex justify-between text-xs tabular-nums',
            onPrimary ? 'text-primary-foreground/85' : 'text-muted-foreground',
          )}
          aria-hidden="true"
        >
          <span>{formatVoiceTime(currentMs)}</span>
          <span>{duration}</span>
        </div>
        {hasFailed && (
          <p
            role="alert"
            className={cn('text-xs', onPrimary ? 'text-primary-foreground' : 'text-destructive')}
          >
            {t('voice.playError')}
          </p>
        )}
      </div>
    </fieldset>
  );
}
