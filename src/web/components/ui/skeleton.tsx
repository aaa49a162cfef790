import { cn } from '@web/lib/cn';
import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';

const skeletonVariants = cva('animate-pulse bg-primary-soft/55 motion-reduce:animate-none', {
  variants: {
    shape: {
      block: 'rounded-xl',
      card: 'rounded-2xl',
      pill: 'rounded-full',
      circle: 'rounded-full',
    },
  },
  defaultVariants: { shape: 'block' },
});

/** A placeholder with the size of what is loading; the caller sets width and height. */
export function Skeleton({
  className,
  shape,
  ...props
}: HTMLAttributes<HTMLDivElement> & VariantProps<typeof skeletonVariants>) {
  return (
    <div aria-hidden="true" className={cn(skeletonVariants({ shape }), className)} {...props} />
  );
}
