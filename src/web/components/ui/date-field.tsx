import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';
import { Input } from './input';

/**
 * A YYYY-MM-DD date: the browser's own picker (the phone's wheel or calendar, fully keyboard
 * and screen-reader usable), in the app's style and the theme's colours. Spread
 * `form.field('date')` on it; give `max={localToday()}` (`lib/calendar-dates.ts`) for "not after today".
 */
export function DateField({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      type="date"
      className={cn(
        'min-w-0 appearance-none [color-scheme:light] dark:[color-scheme:dark]',
        className,
      )}
      {...props}
    />
  );
}
