import { cn } from '@web/lib/cn';
import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-all duration-200 active:scale-[0.98] disabled:pointer-events-none disabled:opacity-55 aria-disabled:cursor-default aria-disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary:
          'bg-gradient-to-r from-primary to-[oklch(0.66_0.19_25)] text-primary-foreground shadow-glow hover:brightness-105',
        secondary: 'bg-primary-soft text-foreground hover:bg-primary-soft/80',
        outline: 'border border-input bg-card/60 hover:bg-muted',
        ghost: 'hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:brightness-105',
        link: 'text-primary underline-offset-4 hover:underline rounded-md',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-[0.95rem]',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  isLoading?: boolean;
}

/**
 * While `isLoading` the button is aria-disabled and ignores clicks (and the form submission a
 * click or Enter would start), but is not `disabled`: a disabled button drops the focus, and a
 * keyboard or screen-reader user would be thrown back to the top of the page mid-submit.
 */
export function Button({
  className,
  variant,
  size,
  isLoading = false,
  disabled,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      onClick={isLoading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {isLoading && <Loader2 className="animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
