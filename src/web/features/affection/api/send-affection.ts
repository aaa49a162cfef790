import type { TAffectionTap } from '@shared/schemas/affection';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { affectionKeys, refreshAffection } from './affection-keys';

export const sendAffection = () => apiFetch<TAffectionTap>('/api/affection', { method: 'POST' });

/**
 * POST /api/affection. Not idempotent on purpose: each tap counts. The answer already carries
 * the day's counts, so the card shows them before the refetch lands.
 */
export function useSendAffection() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'affection' },
    mutationFn: sendAffection,
    failure: 'affection.sendError',
    onSuccess: ({ isPushed: _isPushed, ...today }) => {
      queryClient.setQueryData(affectionKeys.today(), today);
      return refreshAffection(queryClient);
    },
  });
}
