import { cn } from '@web/lib/cn';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface StatTileProps {
  icon: LucideIcon;
  label: string;
  value: string;
  /** The screen the number comes from; the tile links there. */
  to?: string;
  /** Where the link goes, said on the tile when its label alone does not tell. */
  destination?: string;
  /** 'stacked': icon above the number, for the two-column summary on a phone. */
  layout?: 'row' | 'stacked';
}

/** One number with its label; a link to its screen when `to` is given. */
export function StatTile({
  icon: Icon,
  label,
  value,
  to,
  destination,
  layout = 'row',
}: StatTileProps) {
  const body = (
    <>
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary"
      >
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-2xl leading-tight font-extrabold tabular-nums">{value}</span>
        <span className="text-sm leading-snug text-muted-foreground">{label}</span>
      </span>
      {destination && (
        <span className="self-center text-right text-xs font-semibold text-primary">
          {destination}
        </span>
      )}
      {to && (
        <ChevronRight
          aria-hidden="true"
          className="size-5 shrink-0 self-center text-muted-foreground transition group-hover:translate-x-0.5"
        />
      )}
    </>
  );
  const classes = cn(
    'group flex animate-float-up gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-soft',
    layout === 'stacked' && 'flex-col',
    to && 'transition hover:-translate-y-0.5 hover:border-primary/40',
  );
  return to ? (
    <Link to={to} className={classes}>
      {body}
    </Link>
  ) : (
    <div className={classes}>{body}</div>
  );
}
