import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import { onRealtimeEvent } from '@web/lib/realtime/realtime-signals';
import { useEffect, useState } from 'react';
import { getChatMessage } from './api/list-chat-messages';
import { waitingIds } from './api/send-message';
import { removeMessage, upsertMessage } from './api/thread-cache';

/** How long "escribiendo…" stays after the partner's last signal (they send one every ~3 s). */
export const TYPING_SHOWN_MS = 6_000;

/**
 * One message a live event named, as the server has it now: shown, changed, or gone (404).
 * Answers whether it is the partner's (their typing is then over).
 */
async function refreshMessage(queryClient: QueryClient, id: string): Promise<boolean> {
  try {
    const message = await getChatMessage(id);
    upsertMessage(queryClient, message, waitingIds());
    return !message.isMine;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) removeMessage(queryClient, id);
    return false;
  }
}

/**
 * The open thread, live: each message a `chat.changed` event names is fetched and put in place
 * (no page is refetched), and the partner's typing signal shows "escribiendo…" for a few
 * seconds. Returns whether the partner is typing now.
 */
export function useChatLive(): boolean {
  const queryClient = useQueryClient();
  const [isTyping, setIsTyping] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopTyping = () => {
      clearTimeout(timer);
      setIsTyping(false);
    };
    const unsubscribe = onRealtimeEvent((event) => {
      if (event.type === 'chat.typing') {
        clearTimeout(timer);
        setIsTyping(true);
        timer = setTimeout(stopTyping, TYPING_SHOWN_MS);
      } else if (event.type === 'chat.changed') {
        for (const id of event.ids) {
          void refreshMessage(queryClient, id).then((isPartners) => {
            if (isPartners) stopTyping();
          });
        }
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient]);
  return isTyping;
}
