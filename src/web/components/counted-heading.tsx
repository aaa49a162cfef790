interface CountedHeadingProps {
  /** For the section's `aria-labelledby`. */
  id: string;
  children: string;
  count: number;
}

/** A list section's small uppercase heading with how many items it holds beside it. */
export function CountedHeading({ id, children, count }: CountedHeadingProps) {
  return (
    <h2
      id={id}
      className="flex items-center gap-2 text-sm font-extrabold tracking-wide text-muted-foreground uppercase"
    >
      {children}
      <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-foreground tabular-nums">
        {count}
      </span>
    </h2>
  );
}
