import type { TBucketItem } from '@shared/schemas/bucket-list';
import { useId } from 'react';
import { BucketItemCard } from './bucket-item-card';

interface BucketSectionProps {
  title: string;
  items: readonly TBucketItem[];
  onEdit: (item: TBucketItem) => void;
}

/** Pendientes or Completadas: a heading with its count, and the goals (the list may be empty). */
export function BucketSection({ title, items, onEdit }: BucketSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2
        id={headingId}
        className="flex items-center gap-2 text-sm font-extrabold tracking-wide text-muted-foreground uppercase"
      >
        {title}
        <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-foreground tabular-nums">
          {items.length}
        </span>
      </h2>
      {items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <BucketItemCard item={item} onEdit={onEdit} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
