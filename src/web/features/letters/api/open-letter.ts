import type { TLetter } from '@shared/schemas/letters';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshLetters } from './letters-keys';

const openLetter = (id: string) =>
  apiFetch<TLetter>(`/api/letters/${encodeURIComponent(id)}/open`, { method: 'POST' });

/**
 * POST /api/letters/:id/open: only the server may break the seal (and give the words), so it
 * needs a connection.
 */
export function useOpenLetter() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: openLetter,
    offline: { needsConnection: 'letters' },
    failure: 'letters.openError',
    onSuccess: () => refreshLetters(queryClient),
  });
}
