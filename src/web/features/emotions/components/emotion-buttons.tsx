import { EMOTION_STYLE, EMOTION_TYPES, type TEmotionType } from '@shared/emotions';
import { cn } from '@web/lib/cn';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface EmotionButtonsProps {
  onAdd: (emotion: TEmotionType) => void;
  /** The emotion being added right now, shown with a spinner. */
  pendingEmotion: TEmotionType | null;
}

/** The eight emotions, each in its colour: one tap puts it in today's jar. */
export function EmotionButtons({ onAdd, pendingEmotion }: EmotionButtonsProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="emotion-buttons-title" className="flex flex-col gap-3">
      <h2 id="emotion-buttons-title" className="text-lg font-bold">
        {t('emotions.jar.pick')}
      </h2>
      <ul className="grid grid-cols-4 gap-2 max-[359px]:gap-1.5">
        {EMOTION_TYPES.map((emotion) => {
          const { emoji, color } = EMOTION_STYLE[emotion];
          const isPending = pendingEmotion === emotion;
          return (
            <li key={emotion}>
              <button
                type="button"
                onClick={() => onAdd(emotion)}
                aria-label={t('emotions.jar.add', { emotion: t(`emotions.types.${emotion}`) })}
                aria-busy={isPending || undefined}
                style={{
                  borderColor: `color-mix(in oklab, ${color} 50%, transparent)`,
                  backgroundColor: `color-mix(in oklab, ${color} 16%, transparent)`,
                }}
                className={cn(
                  'flex h-full w-full flex-col items-center gap-1 rounded-2xl border-2 px-1 py-2.5 transition-all duration-200 max-[359px]:px-0',
                  'hover:-translate-y-0.5 hover:brightness-110 active:scale-95',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                )}
              >
                <span
                  className="grid size-9 place-items-center text-3xl leading-none"
                  aria-hidden="true"
                >
                  {isPending ? (
                    <Loader2 className="size-6 animate-spin" style={{ color }} />
                  ) : (
                    emoji
                  )}
                </span>
                {/* Whole, never cut: on the narrowest phones a little smaller, so "Cansancio"
                    keeps one line; a longer name (Enthousiasme) breaks onto a second line,
                    hyphenated where the browser knows the language. */}
                <span className="w-full text-center text-xs leading-tight font-semibold hyphens-auto [overflow-wrap:anywhere] max-[359px]:text-[0.6875rem] max-[359px]:tracking-tight">
                  {t(`emotions.types.${emotion}`)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
