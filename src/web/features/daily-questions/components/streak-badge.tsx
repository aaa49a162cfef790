import { cn } from '@web/lib/cn';
import { Flame, Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Days answered together, always as something won ("¡12 días seguidos!"); before the first,
 * an invitation. Never a count of what was missed.
 */
export function StreakBadge({ streak, className }: { streak: number; className?: string }) {
  const { t } = useTranslation();
  const hasStreak = streak > 0;
  return (
    <p
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold',
        hasStreak
          ? 'bg-[oklch(0.93_0.06_60)] text-[oklch(0.45_0.13_45)] dark:bg-[oklch(0.35_0.07_50)] dark:text-[oklch(0.92_0.07_70)]'
          : 'bg-primary-soft text-primary dark:text-foreground',
        className,
      )}
    >
      {hasStreak ? (
        <Flame className="size-4" aria-hidden="true" />
      ) : (
        <Sprout className="size-4" aria-hidden="true" />
      )}
      {hasStreak ? t('dailyQuestion.streak', { count: streak }) : t('dailyQuestion.streakNone')}
    </p>
  );
}
