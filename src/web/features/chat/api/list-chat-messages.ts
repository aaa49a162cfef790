import type { TChatMessage, TChatPage } from '@shared/schemas/chat';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { chatKeys } from './chat-keys';

/** Which page: the one that opens the screen (null), or one before or after a cursor. */
export type ChatPageParam = { before: string } | { after: string } | null;

export function listChatMessages(param: ChatPageParam) {
  const query = new URLSearchParams(param ?? {});
  return apiFetch<TChatPage>(`/api/chat/messages${param ? `?${query}` : ''}`);
}

export const getChatMessage = (id: string) =>
  apiFetch<TChatMessage>(`/api/chat/messages/${encodeURIComponent(id)}`);

/**
 * The thread in pages, oldest first, opening at the caller's last read message: earlier pages
 * come before it, later ones after. While the screen is open, kept fresh by the live events
 * themselves (use-chat-live.ts), not by refetching pages; left, it is marked stale (chat-page).
 */
export const chatThreadQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: chatKeys.thread(),
    queryFn: ({ pageParam }) => listChatMessages(pageParam),
    initialPageParam: null as ChatPageParam,
    getNextPageParam: (page): ChatPageParam | undefined =>
      page.newerCursor ? { after: page.newerCursor } : undefined,
    getPreviousPageParam: (page): ChatPageParam | undefined =>
      page.olderCursor ? { before: page.olderCursor } : undefined,
  });

export function useChatThread() {
  return useInfiniteQuery(chatThreadQueryOptions());
}
