import type { TLetter } from '@shared/schemas/letters';
import { useQueryClient } from '@tanstack/react-query';
import { bindChange } from '@web/lib/outbox/outbox-kind';
import { useUpload } from '@web/lib/upload/use-upload';
import { LETTER_PHOTO_RULES } from './letter-photo-rules';
import { refreshLetters } from './letters-keys';
import { editLetterKind, writeLetterKind } from './letters-outbox';

/**
 * POST /api/letters: the words, the seal and the optional photo in one multipart request, with
 * its progress; without a signal, kept with its photo and sealed later (letters-outbox.ts).
 */
export function useWriteLetter() {
  const queryClient = useQueryClient();
  return useUpload<TLetter>({
    path: '/api/letters',
    method: 'POST',
    rules: LETTER_PHOTO_RULES,
    success: 'letters.written',
    failure: 'letters.writeError',
    onUploaded: () => refreshLetters(queryClient),
    outbox: (upload) => bindChange(writeLetterKind, upload),
  });
}

/** PATCH /api/letters/:id: the whole letter again, a new photo or `removeImage`. */
export function useEditLetter(id: string) {
  const queryClient = useQueryClient();
  return useUpload<TLetter>({
    path: `/api/letters/${encodeURIComponent(id)}`,
    method: 'PATCH',
    rules: LETTER_PHOTO_RULES,
    success: 'letters.updated',
    failure: 'letters.updateError',
    onUploaded: () => refreshLetters(queryClient),
    outbox: (upload) => bindChange(editLetterKind, { id, ...upload }),
  });
}
