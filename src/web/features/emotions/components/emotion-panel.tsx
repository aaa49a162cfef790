import { EMOTION_STYLE } from '@shared/emotions';
import type { TEmotion } from '@shared/schemas/emotions';
import { Card } from '@web/components/ui/card';
import { isLocalId } from '@web/lib/outbox/outbox-entry';
import { CloudOff, X } from 'lucide-react';
import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface EmotionPanelProps {
  title: string;
  emptyText: string;
  emotions: TEmotion[];
  /** Only for my own panel: the partner's emotions are not mine to remove. */
  onDelete?: (emotion: TEmotion) => void;
}

/** Today's emotions of one partner, as chips; mine can be tapped to take them out of the jar. */
export function EmotionPanel({ title, emptyText, emotions, onDelete }: EmotionPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
      <h2 id={titleId} className="font-bold">
        {title}
      </h2>
      {emotions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {emotions.map((emotion) => {
            const { emoji, color } = EMOTION_STYLE[emotion.emotionType];
            const label = t(`emotions.types.${emotion.emotionType}`);
            const chipStyle: CSSProperties = {
              backgroundColor: `color-mix(in oklab, ${color} 18%, transparent)`,
              borderColor: `color-mix(in oklab, ${color} 55%, transparent)`,
            };
            // Added without a signal: it shows, dashed, until the server has it.
            const isWaiting = isLocalId(emotion.id);
            if (isWaiting) chipStyle.borderStyle = 'dashed';
            const content = (
              <>
                <span aria-hidden="true">{emoji}</span>
                {label}
                {isWaiting && (
                  <>
                    <CloudOff className="size-3.5 opacity-70" aria-hidden="true" />
                    <span className="sr-only">{t('outbox.willSend')}</span>
                  </>
                )}
              </>
            );
            return (
              <li key={emotion.id}>
                {onDelete ? (
                  <button
                    type="button"
                    onClick={() => onDelete(emotion)}
                    aria-label={t('emotions.jar.delete', { emotion: label })}
                    className="group inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors hover:border-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    style={chipStyle}
                  >
                    {content}
                    <X
                      className="size-3.5 opacity-60 group-hover:text-destructive group-hover:opacity-100"
                      aria-hidden="true"
                    />
                  </button>
                ) : (
                  <span
                    className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold"
                    style={chipStyle}
                  >
                    {content}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {onDelete && emotions.length > 0 && (
        <p className="text-xs text-muted-foreground">{t('emotions.jar.deleteHint')}</p>
      )}
    </Card>
  );
}
