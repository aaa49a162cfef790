import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

interface SettingHeadingProps {
  icon: ReactNode;
  title: string;
  description: string;
  tone?: 'default' | 'danger';
}

/** The icon tile, title and one-line description every settings card opens with. */
export function SettingHeading({
  icon,
  title,
  description,
  tone = 'default',
}: SettingHeadingProps) {
  const isDanger = tone === 'danger';
  return (
    <>
      <div
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-2xl [&_svg]:size-5',
          isDanger ? 'bg-destructive/10 text-destructive' : 'bg-primary-soft text-primary',
        )}
      >
        {icon}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className={cn('font-bold leading-tight', isDanger && 'text-destructive')}>{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
    </>
  );
}
