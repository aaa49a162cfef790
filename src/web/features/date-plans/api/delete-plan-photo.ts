import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { deletePlanPhotoKind } from './date-plans-outbox';

/** DELETE /api/date-plans/photos/:id, or later when offline (date-plans-outbox.ts). */
export function useDeletePlanPhoto() {
  return useOutboxMutation<string>(deletePlanPhotoKind, {
    success: 'datePlans.photoDeleted',
    failure: 'datePlans.updateError',
  });
}
