import type { QueryClient } from '@tanstack/react-query';
import i18n from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { announceAuthChange } from './auth-broadcast';
import { fetchSession, type Session } from './session';
import { markSignedOut } from './session-cache';
import { sessionKeys } from './session-keys';

/**
 * The session ended without this tab signing out: a 401 from any request, or a live stream the
 * server stopped taking (signed out from "Tus dispositivos" on another phone, expired). As a
 * sign-out does: the screen goes at once, with what the device keeps of the couple, and the other
 * tabs follow; the sign-in screen says why, once, unless the tab already knew.
 */
export function endSession(queryClient: QueryClient) {
  const wasSignedIn = Boolean(queryClient.getQueryData<Session | null>(sessionKeys.all));
  markSignedOut(queryClient);
  if (!wasSignedIn) return;
  // Loaded when needed: the start chunk, which holds this module, stays without the stores' code.
  void import('@web/lib/device-cache/forget-device-data').then((device) =>
    device.forgetEverythingOnDevice(),
  );
  announceAuthChange('signed-out');
  toast.info(i18n.t('errors.unauthorized'), { id: 'session-ended' });
}

/**
 * The live stream failed again on its retry. EventSource does not say why, and a stream refused
 * with a 401 looks like a lost signal: the session is asked about (outside the cache, so the guards see nothing
 * until the answer is known). Signed out, it ends; offline or a server error, nothing is known
 * and the stream's own retry goes on.
 */
export async function checkSessionAfterStreamDrop(queryClient: QueryClient): Promise<void> {
  const session = await fetchSession().catch(() => undefined);
  if (session === null) endSession(queryClient);
}
