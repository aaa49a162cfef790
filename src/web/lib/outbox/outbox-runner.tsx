import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../error-message';
import i18n from '../i18n';
import { runtimeKey } from '../i18n-keys';
import { toast } from '../toast';
import { refusalError } from './outbox-replay';
import { onRefused, startOutbox } from './outbox-store';

/**
 * Whether changes made now can wait on the device, on the document (`data-outbox="ready"`): the
 * runner is a chunk of its own, so a browser test waits for it before taking the signal away.
 */
function markKeeping(isKeeping: boolean) {
  if (isKeeping) document.documentElement.dataset.outbox = 'ready';
  else delete document.documentElement.dataset.outbox;
}

/**
 * Mounted with the session (route-guards.tsx): runs the signed-in account's outbox, says at
 * once when the server refuses a change sent later. The list of waiting changes is its own
 * component (`components/waiting-changes.tsx`), hidden while the app is locked.
 */
export default function OutboxRunner({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = startOutbox(queryClient, userId);
    markKeeping(true);
    return () => {
      stop();
      markKeeping(false);
    };
  }, [queryClient, userId]);
  useEffect(
    () =>
      onRefused((entry) => {
        const label = runtimeKey(entry.label);
        const reason = entry.refusal
          ? errorMessage(refusalError(entry.refusal), i18n.t, 'outbox.refusedGeneric')
          : i18n.t('outbox.refusedGeneric');
        toast.error(i18n.t('outbox.refused', { change: i18n.t(label), reason }));
      }),
    [],
  );
  return null;
}
