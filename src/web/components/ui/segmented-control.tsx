import { cn } from '@web/lib/cn';
import { ToggleGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { segmentItemClass } from './segment-item';

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
          className={cn(segmentItemClass('on'), 'flex-1 gap-1.5 whitespace-nowrap')}
        >
          {option.icon}
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
