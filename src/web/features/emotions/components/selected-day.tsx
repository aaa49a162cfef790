import type { TEmotionDay } from '@shared/schemas/emotions';
import { formatFullDate } from '@web/lib/calendar-dates';
import { useTranslation } from 'react-i18next';
import { DaySummaryCard } from './day-summary-card';

interface SelectedDayProps {
  date: string | null;
  days: TEmotionDay[];
}

/** The chosen day of the emotion calendar: a summary card for each partner. */
export function SelectedDay({ date, days }: SelectedDayProps) {
  const { t, i18n } = useTranslation();
  if (!date) {
    return (
      <p className="text-center text-sm text-muted-foreground">
        {t('emotions.calendar.selectDay')}
      </p>
    );
  }
  const day = days.find((candidate) => candidate.date === date);
  const heading = formatFullDate(date, i18n.language);
  return (
    <section aria-labelledby="selected-day" className="flex animate-float-up flex-col gap-3">
      <h2 id="selected-day" className="text-lg font-bold first-letter:uppercase">
        {heading}
      </h2>
      <DaySummaryCard
        title={t('emotions.calendar.me')}
        emotions={day?.mine ?? []}
        dotClassName="bg-primary"
      />
      <DaySummaryCard
        title={t('emotions.calendar.partner')}
        emotions={day?.partner ?? []}
        dotClassName="bg-sky-500 dark:bg-sky-400"
      />
    </section>
  );
}
