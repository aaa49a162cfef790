import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';

interface TextareaProps extends ComponentProps<'textarea'> {
  /** Shows "used / max" under the field when `maxLength` is set. */
  showCount?: boolean;
}

/**
 * A multi-line input styled like Input; spread `form.field('description')` on it. The counter
 * is for the eye only: screen readers hear the limit when it is reached, from maxLength.
 */
export function Textarea({ className, showCount = false, maxLength, ...props }: TextareaProps) {
  const length = String(props.value ?? '').length;
  return (
    <div className="flex flex-col gap-1">
      <textarea
        rows={4}
        maxLength={maxLength}
        className={cn(
          'flex min-h-24 w-full resize-y rounded-xl border border-input bg-card/70 px-4 py-3 text-base shadow-xs transition-colors placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20',
          className,
        )}
        {...props}
      />
      {showCount && maxLength !== undefined && (
        <span aria-hidden="true" className="self-end text-xs text-muted-foreground tabular-nums">
          {length} / {maxLength}
        </span>
      )}
    </div>
  );
}
