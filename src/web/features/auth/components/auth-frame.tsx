import { LanguagePicker } from '@web/components/language-picker';
import { PageShell } from '@web/components/page-shell';
import { ThemeToggle } from '@web/components/theme-toggle';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

interface AuthFrameProps {
  /** The picture in the tile above the title. */
  emblem: ReactNode;
  title: string;
  subtitle: string;
  /**
   * 'brand': the sign-in screen, the app's name large and in its script. 'task': a screen that
   * does one thing (a new password), its name in plain words under a smaller tile.
   */
  tone: 'brand' | 'task';
  /** Under the card. */
  footer?: ReactNode;
  /** The card's content. */
  children: ReactNode;
}

/**
 * The frame of the screens seen without a session: language and theme at the top, the emblem,
 * title and subtitle, and one card in the middle of the screen.
 */
export function AuthFrame({ emblem, title, subtitle, tone, footer, children }: AuthFrameProps) {
  const isBrand = tone === 'brand';
  return (
    <PageShell>
      <div className="flex items-center justify-end gap-2">
        <LanguagePicker />
        <ThemeToggle />
      </div>
      <div className="flex flex-1 flex-col justify-center py-8">
        <header
          className={cn(
            'flex animate-float-up flex-col items-center text-center',
            isBrand ? 'mb-8' : 'mb-6',
          )}
        >
          <div
            className={cn(
              'mb-4 grid place-items-center bg-gradient-to-br from-[oklch(0.78_0.13_15)] to-primary shadow-glow',
              isBrand ? 'size-20 rounded-[1.75rem]' : 'size-16 rounded-[1.5rem]',
            )}
          >
            {emblem}
          </div>
          <h1
            className={
              isBrand
                ? 'font-script text-5xl font-semibold text-primary'
                : 'text-3xl font-extrabold'
            }
          >
            {title}
          </h1>
          <p className="mt-2 max-w-xs text-balance text-muted-foreground">{subtitle}</p>
        </header>
        <Card className="animate-float-up p-6 [animation-delay:80ms]">{children}</Card>
        {footer}
      </div>
    </PageShell>
  );
}
