import { useQueryClient } from '@tanstack/react-query';
import { preloadScreenOnIntent } from '@web/lib/screen-preload';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChatSummary } from '../api/get-chat-summary';
import { chatThreadQueryOptions } from '../api/list-chat-messages';
import { useDeliveredMark } from '../use-chat-marks';

/**
 * The bottom bar's way to the chat, with the unread count on its icon (and in its name, for a
 * screen reader). `className` is the bar's item style.
 */
export function ChatNavLink({ className }: { className: string }) {
  const { t } = useTranslation();
  // Its first page, its code and the couple check start loading as a finger touches it.
  const queryClient = useQueryClient();
  const warm = () => {
    void queryClient.prefetchInfiniteQuery(chatThreadQueryOptions());
    preloadScreenOnIntent('/chat');
  };
  const summary = useChatSummary();
  useDeliveredMark(summary.data);
  const unread = summary.data?.unread ?? 0;
  return (
    <Link
      to="/chat"
      onPointerDown={warm}
      onFocus={warm}
      onMouseEnter={warm}
      className={className}
      aria-label={unread > 0 ? t('chat.navUnread', { count: unread }) : undefined}
    >
      <span className="relative">
        <MessageCircle aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="chat-unread-badge"
            className="absolute -top-1.5 -right-2.5 grid h-4.5 min-w-4.5 place-items-center rounded-full border-2 border-card bg-primary px-1 text-[0.65rem] leading-none font-extrabold text-primary-foreground"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
      {t('chat.nav')}
    </Link>
  );
}
