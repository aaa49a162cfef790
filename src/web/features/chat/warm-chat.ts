import type { QueryClient } from '@tanstack/react-query';
import { chatThreadQueryOptions } from './api/list-chat-messages';

/**
 * The chat is about to open (a finger on its link, the focus on it): its code and its first page
 * start loading now rather than once the screen is drawn.
 */
export function warmChat(queryClient: QueryClient): void {
  void import('./chat-page').catch(() => {});
  void queryClient.prefetchInfiniteQuery(chatThreadQueryOptions());
}
