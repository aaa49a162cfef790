import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

interface DashboardSectionProps {
  title: string;
  icon: ReactNode;
  /** A "see all" link beside the title. */
  action?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}

export function DashboardSection({
  title,
  icon,
  action,
  children,
  className,
}: DashboardSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('min-w-0', className)}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-extrabold">
          <span className="text-primary [&_svg]:size-5" aria-hidden="true">
            {icon}
          </span>
          {title}
        </h2>
        {action && (
          <Link
            to={action.to}
            className="flex items-center gap-0.5 rounded-full px-2 py-1 text-sm font-bold text-primary hover:bg-primary-soft"
          >
            {action.label}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** What a section shows when it has nothing yet: a friendly line and the way to start. */
export function EmptyState(props: {
  icon: ReactNode;
  title: string;
  hint: string;
  action: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-border bg-card/50 px-5 py-6 text-center">
      <span
        className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary dark:text-foreground [&_svg]:size-6"
        aria-hidden="true"
      >
        {props.icon}
      </span>
      <p className="font-bold">{props.title}</p>
      <p className="text-sm text-balance text-muted-foreground">{props.hint}</p>
      <Link
        to={props.action.to}
        className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-2' })}
      >
        {props.action.label}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
