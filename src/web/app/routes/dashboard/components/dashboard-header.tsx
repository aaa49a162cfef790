import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The app's name on the left, the screen's account controls on the right; PageShell's `header`
 * (it gives the room for the notch).
 */
export function DashboardHeader({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-[oklch(0.78_0.13_15)] to-primary shadow-glow">
          <Heart className="size-4.5 fill-white text-white" aria-hidden="true" />
        </span>
        <span className="font-script text-3xl leading-none font-semibold text-primary">
          {t('common.appName')}
        </span>
      </div>
      <div className="flex items-center gap-2">{children}</div>
    </header>
  );
}
