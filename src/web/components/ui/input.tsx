import { cn } from '@web/lib/cn';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

const inputVariants = cva(
  'flex h-11 w-full rounded-xl border border-input bg-card/70 shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20',
  {
    variants: {
      variant: {
        default: 'px-4 text-base placeholder:text-muted-foreground/70',
        /** Short codes people read aloud: big, spaced, centred capitals. */
        code: 'h-12 px-3 text-center font-mono text-xl font-bold tracking-[0.35em] uppercase placeholder:text-muted-foreground/35',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Input({
  className,
  variant,
  ...props
}: ComponentProps<'input'> & VariantProps<typeof inputVariants>) {
  return <input className={cn(inputVariants({ variant }), className)} {...props} />;
}
