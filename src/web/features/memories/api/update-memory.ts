import type { TMemory } from '@shared/schemas/memories';
import { useQueryClient } from '@tanstack/react-query';
import { bindChange } from '@web/lib/outbox/outbox-kind';
import { useUpload } from '@web/lib/upload/use-upload';
import { refreshMemories } from './memories-keys';
import { updateMemoryKind } from './memories-outbox';
import { MEMORY_IMAGE_RULES } from './memory-upload-rules';

/**
 * PATCH /api/memories/:id: the whole text again, plus a new photo to replace the old one or
 * `removeImage` to drop it, in one request (the old file goes once the change is saved).
 * Without a signal, kept and sent later (memories-outbox.ts).
 */
export function useUpdateMemory(id: string) {
  const queryClient = useQueryClient();
  return useUpload<TMemory>({
    path: `/api/memories/${encodeURIComponent(id)}`,
    method: 'PATCH',
    rules: MEMORY_IMAGE_RULES,
    success: 'memories.updated',
    failure: 'memories.updateError',
    onUploaded: () => refreshMemories(queryClient),
    outbox: (upload) => bindChange(updateMemoryKind, { id, ...upload }),
  });
}
