import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { deleteMemoryKind } from './memories-outbox';

/** DELETE /api/memories/:id (its photo and thumbnail go with it), or later when offline. */
export function useDeleteMemory() {
  return useOutboxMutation<string>(deleteMemoryKind, {
    success: 'memories.deleted',
    failure: 'memories.deleteError',
  });
}
