import { cn } from '@web/lib/cn';
import { cva, type VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

const avatarVariants = cva(
  'relative inline-flex shrink-0 select-none overflow-hidden rounded-full bg-primary-soft',
  {
    variants: {
      size: {
        sm: 'size-9 text-sm',
        md: 'size-11 text-base',
        lg: 'size-20 text-2xl',
        xl: 'size-24 text-3xl',
      },
      ring: {
        none: '',
        card: 'ring-4 ring-background shadow-soft',
      },
    },
    defaultVariants: { size: 'md', ring: 'none' },
  },
);

export function Avatar({
  className,
  size,
  ring,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Root> & VariantProps<typeof avatarVariants>) {
  return (
    <AvatarPrimitive.Root className={cn(avatarVariants({ size, ring }), className)} {...props} />
  );
}

export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return <AvatarPrimitive.Image className={cn('size-full object-cover', className)} {...props} />;
}

const fallbackVariants = cva(
  'flex size-full items-center justify-center bg-gradient-to-br font-extrabold tracking-wide text-white',
  {
    variants: {
      tone: {
        rose: 'from-[oklch(0.8_0.11_15)] to-[oklch(0.68_0.17_8)]',
        peach: 'from-[oklch(0.85_0.09_60)] to-[oklch(0.72_0.14_35)]',
      },
    },
    defaultVariants: { tone: 'rose' },
  },
);

/** Shown until the image loads, or instead of it: initials on a warm gradient. */
export function AvatarFallback({
  className,
  tone,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Fallback> & VariantProps<typeof fallbackVariants>) {
  return (
    <AvatarPrimitive.Fallback className={cn(fallbackVariants({ tone }), className)} {...props} />
  );
}
