import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A lucide icon, aria-hidden. */
  icon: ReactNode;
  title: string;
  description?: string;
  /** What to do about it ("Crea tu primer recuerdo"). */
  action?: ReactNode;
  className?: string;
}

/**
 * Nothing here yet, or nothing matches the filters: say so warmly and offer the next step.
 *   <EmptyState icon={<Camera aria-hidden="true" />} title={emptyText}
 *     action={<Button onClick={openNew}>{newText}</Button>} />
 */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex animate-float-up flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
    >
      <div className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-8">
        {icon}
      </div>
      <h2 className="text-lg font-bold">{title}</h2>
      {description && <p className="max-w-xs text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-1">{action}</div>}
    </div>
  );
}
