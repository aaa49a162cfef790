import type { TReactionTarget, TReactionThread } from '@shared/schemas/reactions';
import { LoadFailure } from '@web/components/query-view';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@web/components/ui/sheet';
import { Skeleton } from '@web/components/ui/skeleton';
import { firstName } from '@web/lib/names';
import { Heart, MessageCircleHeart } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReactionThread } from '../api/get-reaction-thread';
import { CommentForm } from './comment-form';
import { CommentItem, ESCAPE_STAYS_HERE } from './comment-item';

interface ReactionsSheetProps {
  target: TReactionTarget;
  id: string;
  title: string;
  imageUrl: string | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

function HeartsLine({ thread }: { thread: TReactionThread }) {
  const { t } = useTranslation();
  const name = firstName(thread.partnerName);
  const text =
    thread.heartedByMe && thread.heartedByPartner
      ? t('reactions.lovedByBoth')
      : thread.heartedByPartner
        ? t('reactions.lovedByPartner', { name })
        : thread.heartedByMe
          ? t('reactions.lovedByMe')
          : t('reactions.lovedByNobody');
  return (
    <p className="flex items-center gap-2 text-sm font-bold text-primary">
      <Heart aria-hidden="true" className="size-4 fill-current" />
      {text}
    </p>
  );
}

/** The thread of one memory or photo, live for both partners: read, write, edit one's own. */
export function ReactionsSheet({
  target,
  id,
  title,
  imageUrl,
  isOpen,
  onOpenChange,
}: ReactionsSheetProps) {
  const { t } = useTranslation();
  const thread = useReactionThread(target, id, isOpen);
  const formBox = useRef<HTMLDivElement>(null);
  const commentBox = () => formBox.current?.querySelector('textarea');
  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t('common.close')}
        className="max-w-lg"
        onEscapeKeyDown={(event) => {
          // Escape in a comment's edit box cancels the edit, not the whole thread.
          const target = event.target;
          if (target instanceof Element && target.closest(`[${ESCAPE_STAYS_HERE}]`)) {
            event.preventDefault();
          }
        }}
      >
        <SheetHeader className="flex-row items-center gap-3">
          {imageUrl ? (
            <img src={imageUrl} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
          ) : (
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
              <MessageCircleHeart aria-hidden="true" className="size-6" />
            </span>
          )}
          <div className="flex min-w-0 flex-col">
            <SheetTitle className="text-lg font-extrabold">{t('reactions.title')}</SheetTitle>
            <SheetDescription className="truncate text-sm text-muted-foreground">
              {title}
            </SheetDescription>
          </div>
        </SheetHeader>
        <div className="-mx-5 flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-5 pb-3">
          {thread.isError && !thread.data ? (
            <LoadFailure query={thread} />
          ) : !thread.data ? (
            <div className="flex flex-col gap-3">
              <Skeleton className="h-5 w-40 rounded-lg" />
              <Skeleton className="h-16 w-full rounded-2xl" />
              <Skeleton className="h-16 w-4/5 rounded-2xl" />
            </div>
          ) : (
            <>
              <HeartsLine thread={thread.data} />
              {thread.data.comments.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
                  {t('reactions.empty')}
                </p>
              ) : (
                <ul
                  aria-label={t('reactions.comments', { count: thread.data.comments.length })}
                  className="flex flex-col gap-2.5"
                >
                  {thread.data.comments.map((comment) => (
                    <CommentItem
                      key={comment.id}
                      comment={comment}
                      place={{ target, id }}
                      partnerName={thread.data.partnerName}
                      commentBox={commentBox}
                    />
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
        <div ref={formBox}>
          <CommentForm target={target} id={id} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
