import { cn } from '@web/lib/cn';
import { ToggleGroup } from 'radix-ui';
import type { ReactNode } from 'react';

export interface SegmentOption<TValue extends string> {
  value: TValue;
  label: string;
  icon?: ReactNode;
}

interface SegmentedControlProps<TValue extends string> {
  /** The group's accessible name (a filter's name). */
  label: string;
  value: TValue;
  onValueChange: (value: TValue) => void;
  options: readonly SegmentOption<TValue>[];
  className?: string;
}

/**
 * One choice among a few, all visible (a filter: Todos / Con imagen / Sin imagen). Radix
 * ToggleGroup: arrow keys move, the pressed one is announced; one is always chosen. For more
 * than four options, or long labels on a phone, use SelectField.
 */
export function SegmentedControl<TValue extends string>({
  label,
  value,
  onValueChange,
  options,
  className,
}: SegmentedControlProps<TValue>) {
  const choose = (next: string) => {
    const option = options.find((candidate) => candidate.value === next);
    if (option) onValueChange(option.value);
  };
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      value={value}
      onValueChange={choose}
      className={cn('flex gap-1 overflow-x-auto rounded-full bg-muted p-1', className)}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className="inline-flex h-9 flex-1 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-all hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30 data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-soft [&_svg]:size-4"
        >
          {option.icon}
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
