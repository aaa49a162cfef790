import type { TEmotionDay } from '@shared/schemas/emotions';
import { MonthGrid } from '@web/components/month-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MINE_DOT, PARTNER_DOT } from '../emotion-dots';

interface EmotionMonthGridProps {
  /** 'YYYY-MM'. */
  month: string;
  days: TEmotionDay[];
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
}

/** The month; each past day marks my emotions and my partner's with its own dot. */
export function EmotionMonthGrid({
  month,
  days,
  today,
  selected,
  onSelect,
}: EmotionMonthGridProps) {
  const { t } = useTranslation();
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const marksOf = (date: string) => {
    const day = byDate.get(date);
    return { mine: (day?.mine.length ?? 0) > 0, partner: (day?.partner.length ?? 0) > 0 };
  };

  return (
    <MonthGrid
      month={month}
      today={today}
      selected={selected}
      onSelect={onSelect}
      isDisabled={(date) => date > today}
      describeDay={(date) => {
        const { mine, partner } = marksOf(date);
        const said = [
          mine && t('emotions.calendar.dayMine'),
          partner && t('emotions.calendar.dayPartner'),
        ];
        return said.filter(Boolean).join(', ') || null;
      }}
      renderMarks={(date) => {
        const { mine, partner } = marksOf(date);
        if (!mine && !partner) return null;
        return (
          <>
            {mine && <span className={`size-1.5 rounded-full ${MINE_DOT}`} />}
            {partner && <span className={`size-1.5 rounded-full ${PARTNER_DOT}`} />}
          </>
        );
      }}
    />
  );
}
