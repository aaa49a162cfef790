import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { deleteLetterKind } from './letters-outbox';

/** DELETE /api/letters/:id while it is sealed, or later when offline. */
export function useDeleteLetter() {
  return useOutboxMutation<string>(deleteLetterKind, {
    success: 'letters.deleted',
    failure: 'letters.deleteError',
  });
}
