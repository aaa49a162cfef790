import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

const WIDTHS = {
  /** Phone-shaped screens: forms, lists, calendars. */
  narrow: 'max-w-md',
  /** The dashboard: two columns of cards from md on. */
  medium: 'max-w-2xl',
  /** The memories grid: several columns on a computer. */
  wide: 'max-w-5xl',
};

interface PageShellProps {
  width?: keyof typeof WIDTHS;
  /**
   * 'column' (default): the screen's blocks stacked under its header. 'centred': one thing in the
   * middle of an otherwise empty screen (an unknown address, a screen that could not load).
   */
  layout?: 'column' | 'centred';
  /**
   * The app's header, above the main landmark (the dashboard's name and account menu); pages
   * with a PageHeader put it inside, as their first child.
   */
  header?: ReactNode;
  /** Leaves room under the content for the fixed bottom navigation. */
  withBottomNav?: boolean;
  /** A skeleton standing in for the page while its data loads. */
  isBusy?: boolean;
  children: ReactNode;
}

/**
 * Every screen's frame: the one `<main>` landmark (so nothing inside may render another),
 * centred at the screen's width, with the side padding and room for the phone's notch and home
 * bar (safe areas), or for the bottom navigation.
 */
export function PageShell({
  width = 'narrow',
  layout = 'column',
  header,
  withBottomNav = false,
  isBusy,
  children,
}: PageShellProps) {
  const frame = cn(
    'mx-auto min-h-dvh w-full px-5',
    WIDTHS[width],
    layout === 'centred'
      ? 'grid place-items-center'
      : 'flex flex-col gap-5 pt-[max(1rem,env(safe-area-inset-top))]',
    layout === 'column' &&
      (withBottomNav
        ? 'pb-[calc(7rem+env(safe-area-inset-bottom))]'
        : 'pb-[max(2.5rem,env(safe-area-inset-bottom))]'),
  );
  if (header === undefined) {
    return (
      <main aria-busy={isBusy} className={frame}>
        {children}
      </main>
    );
  }
  return (
    <div className={frame}>
      {header}
      <main aria-busy={isBusy} className="flex flex-1 flex-col gap-5">
        {children}
      </main>
    </div>
  );
}
