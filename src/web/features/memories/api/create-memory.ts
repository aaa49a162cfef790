import type { TMemory } from '@shared/schemas/memories';
import { useQueryClient } from '@tanstack/react-query';
import { useUpload } from '@web/lib/upload/use-upload';
import { refreshMemories } from './memories-keys';
import { MEMORY_IMAGE_RULES } from './memory-upload-rules';

/**
 * POST /api/memories: the text fields and the optional photo in one multipart request, with its
 * upload progress. A failed photo saves nothing; the server's key ('Error al subir la imagen',
 * 'La imagen debe ser menor a 5MB'...) wins over 'Error al crear recuerdo'.
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
  });
}
