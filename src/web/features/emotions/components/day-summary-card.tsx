import { countEmotions } from '@shared/domain/emotion-summary';
import { EMOTION_STYLE, type TEmotionType } from '@shared/emotions';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useTranslation } from 'react-i18next';
import { emotionSummaryText } from '../emotion-summary-text';

interface DaySummaryCardProps {
  title: string;
  emotions: TEmotionType[];
  /** The colour of this partner's dot in the grid, so the card reads as its legend. */
  dotClassName: string;
}

/** One partner's day: how many emotions, the summary sentence and the emotions themselves. */
export function DaySummaryCard({ title, emotions, dotClassName }: DaySummaryCardProps) {
  const { t } = useTranslation();
  const summary = emotionSummaryText(emotions, t);
  return (
    <Card className="flex flex-col gap-2 p-4">
      <h3 className="flex items-center gap-2 font-bold">
        <span className={cn('size-2.5 rounded-full', dotClassName)} aria-hidden="true" />
        {title}
      </h3>
      {emotions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('emotions.calendar.nothing')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('emotions.calendar.count', { count: emotions.length })}
          </p>
          {summary && <p className="font-script text-2xl leading-tight text-primary">{summary}</p>}
          <ul className="flex flex-wrap gap-1.5">
            {countEmotions(emotions).map(({ emotion, count }) => (
              <li
                key={emotion}
                className="inline-flex items-center gap-1 rounded-full py-1 pl-1.5 pr-2.5 text-sm font-semibold"
                style={{
                  backgroundColor: `color-mix(in oklab, ${EMOTION_STYLE[emotion].color} 24%, transparent)`,
                }}
              >
                <span className="text-lg" aria-hidden="true">
                  {EMOTION_STYLE[emotion].emoji}
                </span>
                {t(`emotions.types.${emotion}`)}
                {count > 1 && <span className="text-muted-foreground">×{count}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
