import type { TChatPreview } from '@shared/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '@web/components/ui/skeleton';
import { preloadScreenOnIntent } from '@web/lib/screen-preload';
import { ChevronRight, MessageCircleHeart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChatSummary } from '../api/get-chat-summary';
import { chatThreadQueryOptions } from '../api/list-chat-messages';
import { useDeliveredMark } from '../use-chat-marks';

/** The newest message in a line: its words, or what it carries. */
function usePreviewText(last: TChatPreview) {
  const { t } = useTranslation();
  const what = last.text ?? (last.hasImage ? `📷 ${t('chat.photo')}` : `🎤 ${t('chat.voice')}`);
  return last.isMine ? t('chat.cardYou', { text: what }) : what;
}

function Preview({ last }: { last: TChatPreview }) {
  return <p className="truncate text-sm text-muted-foreground">{usePreviewText(last)}</p>;
}

/**
 * "Vuestro chat" on the dashboard: the newest message and how many are unread, one tap from the
 * thread. Seeing it here marks the partner's newest message delivered ("Entregado").
 */
export function ChatCard() {
  const { t } = useTranslation();
  const titleId = useId();
  // Its first page, its code and the couple check start loading as a finger touches it.
  const queryClient = useQueryClient();
  const warm = () => {
    void queryClient.prefetchInfiniteQuery(chatThreadQueryOptions());
    preloadScreenOnIntent('/chat');
  };
  const summary = useChatSummary();
  useDeliveredMark(summary.data);
  const data = summary.data;
  const unread = data?.unread ?? 0;
  return (
    <section aria-labelledby={titleId}>
      <Link
        to="/chat"
        onPointerDown={warm}
        onFocus={warm}
        onMouseEnter={warm}
        className="group flex items-center gap-4 rounded-[1.75rem] border border-border/70 bg-gradient-to-br from-card via-card to-primary-soft/50 p-4 shadow-soft transition hover:border-primary/40 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/40"
      >
        <span className="relative grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-primary to-[oklch(0.7_0.16_20)] text-white shadow-[0_8px_24px_-8px] shadow-primary/60">
          <MessageCircleHeart aria-hidden="true" className="size-7" />
          {unread > 0 && (
            <span className="absolute -top-1.5 -right-1.5 grid min-w-6 place-items-center rounded-full border-2 border-background bg-foreground px-1.5 text-xs font-extrabold text-background">
              {unread}
            </span>
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex flex-wrap items-baseline justify-between gap-x-2">
            <h2 id={titleId} className="text-lg font-extrabold whitespace-nowrap">
              {t('chat.cardTitle')}
            </h2>
            {unread > 0 && (
              <span className="shrink-0 text-xs font-extrabold text-primary">
                {t('chat.unread', { count: unread })}
              </span>
            )}
          </span>
          {data ? (
            data.last ? (
              <Preview last={data.last} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('chat.cardEmpty')}</p>
            )
          ) : (
            <Skeleton className="h-4 w-40 rounded-lg" />
          )}
        </span>
        <ChevronRight
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary"
        />
      </Link>
    </section>
  );
}
