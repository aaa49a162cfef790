import { EMOTION_STYLE } from '@shared/emotions';
import type { TEmotion } from '@shared/schemas/emotions';
import { useTranslation } from 'react-i18next';

/** How many emotions fill the jar to the brim; more still show, the liquid just stays full. */
const FULL_AT = 16;

interface EmotionJarProps {
  emotions: TEmotion[];
}

/**
 * A glass jar that fills with the day's emotions of both partners: each one a coloured emoji
 * settling at the bottom, over a tinted liquid that rises with the count.
 */
export function EmotionJar({ emotions }: EmotionJarProps) {
  const { t } = useTranslation();
  const level = Math.min(emotions.length / FULL_AT, 1);
  // Oldest at the bottom, as if dropped in one after another.
  const settled = [...emotions].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <figure
      className="flex flex-col items-center gap-2"
      aria-label={t('emotions.jar.jarLabel', { count: emotions.length })}
    >
      <div className="relative w-56" aria-hidden="true">
        <div className="mx-auto h-5 w-36 rounded-t-xl rounded-b-md bg-gradient-to-b from-[oklch(0.72_0.09_55)] to-[oklch(0.58_0.09_45)] shadow-soft dark:from-[oklch(0.55_0.07_50)] dark:to-[oklch(0.42_0.06_45)]" />
        <div className="mx-auto h-3 w-40 rounded-sm border-x-2 border-b border-[oklch(0.85_0.03_220/0.7)] bg-[oklch(0.97_0.01_220/0.35)] dark:border-[oklch(0.6_0.03_220/0.6)]" />
        <div className="relative h-64 overflow-hidden rounded-b-[3rem] rounded-t-[2rem] border-4 border-[oklch(0.85_0.03_220/0.75)] bg-[oklch(0.98_0.01_220/0.45)] shadow-[inset_0_0_30px_oklch(1_0_0/0.6)] dark:border-[oklch(0.62_0.03_220/0.55)] dark:bg-[oklch(0.3_0.02_250/0.35)] dark:shadow-[inset_0_0_30px_oklch(0.6_0.05_250/0.25)]">
          <div
            className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-primary/45 via-primary/25 to-accent/20 transition-[height] duration-700 ease-out"
            style={{ height: `${Math.max(level * 100, emotions.length > 0 ? 12 : 0)}%` }}
          />
          <div className="absolute inset-y-4 left-3 w-3 rounded-full bg-white/50 blur-[1px] dark:bg-white/15" />
          <ul className="absolute inset-x-3 bottom-3 flex flex-wrap-reverse content-start justify-center gap-1.5">
            {settled.map((emotion) => {
              const { emoji, color } = EMOTION_STYLE[emotion.emotionType];
              return (
                <li
                  key={emotion.id}
                  className="grid size-10 animate-float-up place-items-center rounded-full text-2xl shadow-soft"
                  style={{
                    backgroundColor: `color-mix(in oklab, ${color} 38%, transparent)`,
                    boxShadow: `0 0 0 2px color-mix(in oklab, ${color} 70%, transparent)`,
                  }}
                >
                  {emoji}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <figcaption className="text-sm text-muted-foreground">
        {emotions.length === 0
          ? t('emotions.jar.jarEmpty')
          : t('emotions.jar.jarLabel', { count: emotions.length })}
      </figcaption>
    </figure>
  );
}
