import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

interface AnswerBubbleProps {
  author: string;
  /** Mine sit on the right in the couple's colour; my partner's on the left. */
  isMine: boolean;
  children: ReactNode;
  className?: string;
}

/** One partner's answer, as a message from them. */
export function AnswerBubble({ author, isMine, children, className }: AnswerBubbleProps) {
  return (
    <figure
      className={cn(
        'flex max-w-[92%] flex-col gap-1',
        isMine ? 'items-end self-end text-right' : 'items-start self-start',
        className,
      )}
    >
      <figcaption className="px-1 text-xs font-bold uppercase tracking-wide text-muted-foreground">
        {author}
      </figcaption>
      <blockquote
        className={cn(
          'whitespace-pre-wrap break-words rounded-3xl px-4 py-3 text-left leading-relaxed shadow-soft',
          isMine
            ? 'rounded-br-md bg-primary text-primary-foreground'
            : 'rounded-bl-md border border-border/70 bg-card text-card-foreground',
        )}
      >
        {children}
      </blockquote>
    </figure>
  );
}
