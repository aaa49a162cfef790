/** What a decision does, one sentence per item, read in order before confirming it. */
export function ConsequenceList({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-col gap-2.5 rounded-2xl bg-muted/60 p-4 text-sm leading-relaxed">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
