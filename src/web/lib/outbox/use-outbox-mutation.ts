import { useQueryClient } from '@tanstack/react-query';
import { notifyInfo, type ToastText } from '../feedback/notify';
import { type MutationFeedback, useAppMutation } from '../feedback/use-app-mutation';
import { refreshAfter } from '../query-invalidations';
import type { OutboxKind } from './outbox-kind';
import { QUEUED, type Submitted, submitChange } from './submit-change';

/** Said when a change is kept for later ("Se enviará cuando vuelvas a tener conexión"). */
export const QUEUED_TEXT: ToastText = 'outbox.willSend';

interface OutboxMutationOptions<TData, TVars> extends MutationFeedback<TData, TVars> {
  /**
   * Show the change at once even when online (a delete that must feel instant); the server's
   * answer replaces it, and a refusal refetches what was there.
   */
  isAlwaysOptimistic?: boolean;
  onSent?: (data: TData, vars: TVars) => unknown;
}

/**
 * The mutation hook of every change that works without a signal. A feature declares its kind
 * once (`defineOutboxKind`: request, refresh, optimistic update) and gets its hook:
 *
 *   export const useAddEmotion = () =>
 *     useOutboxMutation(addEmotionKind, { success: 'emotions.jar.added',
 *       failure: 'emotions.jar.addError' });
 *
 * Online, it behaves as any other mutation (the same toasts, then the refresh). Offline, it
 * shows the change at once, says it will be sent, and the outbox sends it later.
 */
export function useOutboxMutation<TVars, TData = unknown>(
  kind: OutboxKind<TVars>,
  { success, failure, isAlwaysOptimistic = false, onSent }: OutboxMutationOptions<TData, TVars>,
) {
  const queryClient = useQueryClient();
  return useAppMutation<Submitted<TData>, TVars>({
    offline: 'outbox',
    // Offline, TanStack would pause the mutation; the outbox decides instead.
    networkMode: 'always',
    mutationFn: (vars) => submitChange<TVars, TData>(kind, vars),
    onMutate: (vars) => {
      if (isAlwaysOptimistic) {
        kind.apply?.(queryClient, vars, { localId: undefined, at: new Date().toISOString() });
      }
    },
    success: (result, vars) => {
      if (result === QUEUED) return null;
      return typeof success === 'function' ? success(result, vars) : (success ?? null);
    },
    failure,
    onSuccess: async (result, vars) => {
      if (result === QUEUED) return notifyInfo(QUEUED_TEXT);
      await onSent?.(result, vars);
      return refreshAfter(queryClient, kind.change);
    },
    onError: () => {
      if (isAlwaysOptimistic) return refreshAfter(queryClient, kind.change);
    },
  });
}
