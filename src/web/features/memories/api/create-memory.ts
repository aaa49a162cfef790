import type { TMemory } from '@shared/schemas/memories';
import { useQueryClient } from '@tanstack/react-query';
import { bindChange } from '@web/lib/outbox/outbox-kind';
import { useUpload } from '@web/lib/upload/use-upload';
import { refreshMemories } from './memories-keys';
import { createMemoryKind } from './memories-outbox';
import { MEMORY_IMAGE_RULES } from './memory-upload-rules';

/**
 * POST /api/memories: the text fields and the optional photo in one multipart request, with its
 * upload progress; without a signal, kept with its photo and sent later (memories-outbox.ts).
 * A failed photo saves nothing; the server's key ('Error al subir la imagen', 'La imagen debe
 * ser menor a 5MB'...) wins over 'Error al crear recuerdo'.
 */
export function useCreateMemory() {
  const queryClient = useQueryClient();
  return useUpload<TMemory>({
    path: '/api/memories',
    method: 'POST',
    rules: MEMORY_IMAGE_RULES,
    success: 'memories.saved',
    failure: 'memories.createError',
    onUploaded: () => refreshMemories(queryClient),
    outbox: (upload) => bindChange(createMemoryKind, upload),
  });
}
