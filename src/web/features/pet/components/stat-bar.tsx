import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

interface StatBarProps {
  label: string;
  value: number;
  /** What a screen reader hears for the value ('70 de 100'). */
  valueText: string;
  icon?: ReactNode;
  /** Tailwind classes colouring the filled part. */
  barClassName: string;
  /** Shown at the right of the label; the number by default. */
  caption?: string;
}

/** A labelled 0-100 bar, a real progressbar for assistive technology. */
export function StatBar({ label, value, valueText, icon, barClassName, caption }: StatBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2 text-sm font-semibold">
        <span className="flex items-center gap-1.5">
          {icon}
          {label}
        </span>
        <span className="tabular-nums text-muted-foreground">{caption ?? value}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-700 ease-out',
            barClassName,
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
