import { cn } from '@web/lib/cn';
import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import type { SegmentOption } from './segmented-control';

interface SelectFieldProps<TValue extends string> {
  value: TValue;
  onValueChange: (value: TValue) => void;
  options: readonly SegmentOption<TValue>[];
  /** The trigger's id, for a <Label htmlFor> or FormField; else give `aria-label`. */
  id?: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * One choice from a list that opens (a sort order, an event type). Radix Select: typeahead,
 * arrow keys, the phone's full-width list. Usage:
 *   <SelectField aria-label={sortText} value={sort} onValueChange={setSort}
 *     options={[{ value: 'date-desc', label: newestText }, ...]} />
 */
export function SelectField<TValue extends string>({
  value,
  onValueChange,
  options,
  id,
  className,
  ...aria
}: SelectFieldProps<TValue>) {
  const choose = (next: string) => {
    const option = options.find((candidate) => candidate.value === next);
    if (option) onValueChange(option.value);
  };
  return (
    <Select.Root value={value} onValueChange={choose}>
      <Select.Trigger
        id={id}
        {...aria}
        className={cn(
          'flex h-11 w-full items-center justify-between gap-2 rounded-xl border border-input bg-card/70 px-4 text-base shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 [&_svg]:size-4',
          className,
        )}
      >
        <Select.Value />
        <Select.Icon>
          <ChevronDown className="text-muted-foreground" aria-hidden="true" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-border/70 bg-background text-foreground shadow-soft dark:bg-muted data-[state=open]:animate-pop-in"
        >
          <Select.Viewport className="p-1">
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                className="relative flex h-10 cursor-default items-center gap-2 rounded-lg pr-3 pl-8 text-sm outline-none select-none data-[highlighted]:bg-primary-soft [&_svg]:size-4"
              >
                <Select.ItemIndicator className="absolute left-2.5 inline-flex">
                  <Check className="text-primary" aria-hidden="true" />
                </Select.ItemIndicator>
                {option.icon}
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
