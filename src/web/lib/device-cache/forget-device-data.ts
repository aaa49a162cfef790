import { OUTBOX_DATABASE } from '@web/lib/outbox/outbox-db';
import { forgetPhotoCache } from '@web/lib/photo-cache';
import { deleteDatabase, forgetDeviceCache } from './device-cache-store';

/**
 * A sign-out on a shared device leaves nothing of the person behind: the kept screens, the
 * changes still waiting (the sign-out asked first) and the photos seen. Never throws.
 */
export async function forgetEverythingOnDevice(): Promise<void> {
  await Promise.all([
    forgetDeviceCache(),
    deleteDatabase(OUTBOX_DATABASE),
    forgetPhotoCache().catch(() => {}),
  ]);
}
