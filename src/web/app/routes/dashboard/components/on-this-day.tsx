import type { TOnThisDayMemory } from '@shared/schemas/memories';
import { formatRelative } from '@web/lib/calendar-dates';
import { CalendarHeart, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnThisDay } from '../api/get-on-this-day';
import { DashboardSection } from './dashboard-section';

/** "Hace 2 años" in the reader's language, with its first letter up as a label reads. */
function useYearsAgo() {
  const { i18n } = useTranslation();
  return (years: number) => {
    const text = formatRelative(-years, 'year', i18n.language, { numeric: 'always' });
    return text.charAt(0).toLocaleUpperCase(i18n.language) + text.slice(1);
  };
}

function OnThisDayCard({ memory, yearsAgo }: { memory: TOnThisDayMemory; yearsAgo: string }) {
  return (
    <li>
      <Link
        to="/memories"
        className="group flex items-center gap-4 rounded-2xl bg-card p-3 shadow-soft transition hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <span className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-primary-soft">
          {memory.thumbnailUrl ? (
            <img
              src={memory.thumbnailUrl}
              srcSet={`${memory.thumbnailUrl} 400w, ${memory.largeThumbnailUrl} 800w`}
              sizes="5rem"
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition duration-300 group-hover:scale-105"
            />
          ) : (
            <span className="grid size-full place-items-center text-primary" aria-hidden="true">
              <CalendarHeart className="size-8" />
            </span>
          )}
        </span>
        <span className="flex min-w-0 flex-col gap-1">
          <span className="w-fit rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-bold text-primary dark:text-foreground">
            {yearsAgo}
          </span>
          <span className="line-clamp-2 font-bold text-foreground">{memory.title}</span>
          {memory.description && (
            <span className="line-clamp-1 text-sm text-muted-foreground">{memory.description}</span>
          )}
        </span>
      </Link>
    </li>
  );
}

/**
 * "Un día como hoy": memories dated on this day in earlier years. A gift when there is one; the
 * section stays out of the way (nothing at all) while loading, on error, or on a day without.
 */
export function OnThisDaySection() {
  const { t } = useTranslation();
  const { data } = useOnThisDay();
  const yearsAgo = useYearsAgo();
  if (!data || data.items.length === 0) return null;
  return (
    <DashboardSection title={t('dashboard.onThisDay.title')} icon={<History />}>
      <p className="mb-3 text-sm text-muted-foreground">{t('dashboard.onThisDay.hint')}</p>
      <ul className="flex flex-col gap-3">
        {data.items.map((memory) => (
          <OnThisDayCard key={memory.id} memory={memory} yearsAgo={yearsAgo(memory.yearsAgo)} />
        ))}
      </ul>
    </DashboardSection>
  );
}
