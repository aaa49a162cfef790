import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshMemories } from './memories-keys';

export const deleteMemory = (id: string) =>
  apiFetch<void>(`/api/memories/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** DELETE /api/memories/:id; its photo and thumbnail go with it. */
export function useDeleteMemory() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: deleteMemory,
    success: 'memories.deleted',
    failure: 'memories.deleteError',
    onSuccess: () => refreshMemories(queryClient),
  });
}
