import type { TBucketItem } from '@shared/schemas/bucket-list';
import { CountedHeading } from '@web/components/counted-heading';
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
      <CountedHeading id={headingId} count={items.length}>
        {title}
      </CountedHeading>
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
