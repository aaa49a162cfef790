/** The chat's query keys: its summary under `chat`, its thread under a root of its own. */
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const chatKeys = {
  all: queryRoots.chat,
  summary: () => [...chatKeys.all, 'summary'] as const,
  /** The open thread's pages: patched message by message (thread-cache.ts), refetched on resync. */
  thread: () => [...queryRoots.chatThread, 'pages'] as const,
};

/** After my own read or delivered mark: what the partner's `chat.read` event refreshes. */
export const refreshChat = (queryClient: QueryClient) => refreshAfter(queryClient, 'chat.read');
