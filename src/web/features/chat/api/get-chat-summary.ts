import type { TChatSummary } from '@shared/schemas/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { chatKeys } from './chat-keys';

export const getChatSummary = () => apiFetch<TChatSummary>('/api/chat');

export const chatSummaryQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.summary(), queryFn: getChatSummary });

/** The unread count, the newest message and both partners' marks (card, badge, "Leído"). */
export function useChatSummary() {
  return useQuery(chatSummaryQueryOptions());
}
