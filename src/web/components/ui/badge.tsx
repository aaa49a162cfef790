import { cn } from '@web/lib/cn';
import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';

const badgeVariants = cva(
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full font-bold [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        soft: 'bg-primary-soft text-primary dark:text-foreground',
        success: 'bg-success/12 text-success ring-1 ring-success/25 ring-inset dark:bg-success/15',
        outline: 'border border-border bg-card/60 text-muted-foreground',
        glass:
          'bg-white/70 text-primary shadow-soft backdrop-blur dark:bg-white/10 dark:text-foreground',
      },
      size: {
        sm: 'h-6 px-2.5 text-xs',
        md: 'h-7 px-3 text-sm',
      },
    },
    defaultVariants: { variant: 'soft', size: 'sm' },
  },
);

export interface BadgeProps
  extends HTMLAttributes<HTMLSpanElement>,
    VariantProps<typeof badgeVariants> {
  /** A small dot before the text, in the badge's colour (a "live" status). */
  hasDot?: boolean;
}

export function Badge({
  className,
  variant,
  size,
  hasDot = false,
  children,
  ...props
}: BadgeProps) {
  return (
    <span className={cn(badgeVariants({ variant, size }), className)} {...props}>
      {hasDot && <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />}
      {children}
    </span>
  );
}
