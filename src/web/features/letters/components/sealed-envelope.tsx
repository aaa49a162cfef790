import type { TLetter } from '@shared/schemas/letters';
import { cn } from '@web/lib/cn';
import { CalendarHeart, Heart, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSealText } from '../seal-text';

interface SealedEnvelopeProps {
  letter: TLetter;
  /** "De Ana" for the reader, "Para Bruno" for the writer: who the envelope names. */
  addressLine: string;
  /** The envelope's accessible name ("Carta sellada de Ana"). */
  label: string;
  /** Open, or edit and delete: under the envelope. */
  children?: ReactNode;
}

const PAPER = 'bg-[oklch(0.975_0.02_65)] dark:bg-[oklch(0.27_0.035_350)]';
const EDGE = 'border-[oklch(0.86_0.04_40)] dark:border-[oklch(0.38_0.04_350)]';
const FOLD = 'stroke-[oklch(0.85_0.045_40)] dark:stroke-[oklch(0.4_0.045_350)]';

/**
 * A sealed letter as an envelope: its flap closed by a wax heart, who it is from (or for) in
 * handwriting, and the day or the moment it waits for. Nothing of its words: a sealed letter's
 * reader has none to show.
 */
export function SealedEnvelope({ letter, addressLine, label, children }: SealedEnvelopeProps) {
  const { seal } = useSealText();
  const isReady = letter.canOpen;
  const SealIcon = letter.openWhen ? Sparkles : CalendarHeart;
  return (
    <article
      aria-label={label}
      className={cn(
        'flex animate-float-up flex-col overflow-hidden rounded-2xl border shadow-soft',
        PAPER,
        EDGE,
        isReady && 'ring-2 ring-primary/45 ring-offset-2 ring-offset-background',
      )}
    >
      <div className="relative isolate flex min-h-52 flex-col justify-end gap-1 px-5 pt-32 pb-4">
        {/* The back of an envelope: the flap on top (its tip where the seal is), and the side
            folds running from the bottom corners up to it, whatever the height the words need. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="absolute inset-x-0 top-22 bottom-0 -z-10 h-[calc(100%-5.5rem)] w-full"
        >
          <path
            d="M0 100 L46 0 M100 100 L54 0"
            className={cn('fill-none', FOLD)}
            strokeWidth="1.5"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <svg
          aria-hidden="true"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="absolute inset-x-0 top-0 -z-10 h-22 w-full"
        >
          <path
            d="M0 0 L50 100 L100 0 Z"
            className={cn('fill-[oklch(0.94_0.04_40)] dark:fill-[oklch(0.32_0.05_350)]', FOLD)}
            strokeWidth="1.5"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {/* The wax seal where the flap closes; it beats when the letter may be opened. */}
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-22 left-1/2 grid size-14 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-gradient-to-br from-primary to-[oklch(0.45_0.18_10)] text-white shadow-glow ring-4 ring-primary/20',
            isReady && 'animate-heartbeat',
          )}
        >
          <Heart className="size-6 fill-current" />
        </span>
        <p className="font-script text-3xl leading-tight text-primary [overflow-wrap:anywhere]">
          {addressLine}
        </p>
        <p className="flex items-start gap-1.5 text-sm font-bold text-foreground/80 [overflow-wrap:anywhere]">
          <SealIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {seal(letter)}
        </p>
      </div>
      {children && (
        <div className={cn('flex flex-wrap items-center gap-2 border-t px-4 py-3', EDGE)}>
          {children}
        </div>
      )}
    </article>
  );
}
