import { cn } from '@web/lib/cn';
import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingProps {
  /** 1 to 5, or null for "not rated" (a plan's rating is optional). */
  value: number | null;
  onValueChange: (value: number | null) => void;
  /** The group's accessible name; with FormField pass its id and `aria-labelledby` instead. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  id?: string;
}

/**
 * A 1-5 rating, a radio group (arrow keys move, each star is announced as "3 de 5 estrellas").
 * Choosing the current star again clears the rating. With useZodForm:
 *   <StarRating aria-label={ratingText} {...form.control('rating')} />
 */
export function StarRating({ value, onValueChange, id, ...aria }: StarRatingProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup.Root
      id={id}
      {...aria}
      orientation="horizontal"
      value={value === null ? '' : String(value)}
      onValueChange={(next) => onValueChange(Number(next))}
      className="flex gap-1"
    >
      {STARS.map((star) => (
        <RadioGroup.Item
          key={star}
          value={String(star)}
          aria-label={t('common.starsOf', { value: star })}
          onClick={() => star === value && onValueChange(null)}
          className="grid size-11 place-items-center rounded-full transition-transform focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30 active:scale-90"
        >
          <Star
            aria-hidden="true"
            className={cn(
              'size-7 transition-colors',
              value !== null && star <= value
                ? 'fill-amber-400 text-amber-400'
                : 'text-muted-foreground/50',
            )}
          />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

/** A rating to read, not to change: the stars and one label for screen readers. */
export function StarRatingDisplay({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('common.starsOf', { value })} className="inline-flex gap-0.5">
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}
