import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { TranslationKey } from '../i18n-keys';
import { notifyFailure, notifySuccess, type ToastText } from './notify';
import { assertConnected, NeedsConnectionError, type OfflineRule } from './offline-rule';

export interface MutationFeedback<TData, TVariables> {
  /** The success toast, or what to say from the answer; null or omitted for none. */
  success?: ToastText | ((data: TData, variables: TVariables) => ToastText | null);
  /**
   * The fallback key of the failure toast (a server message key wins), or one chosen from the
   * error; null when the screen reports failures itself.
   */
  failure: TranslationKey | ((error: Error) => TranslationKey) | null;
}

/**
 * The one mutation-hook style: every api/ hook that writes declares its toasts here, and
 * notify.ts shows them. The callbacks are the mutation's own, not mutate()'s, so they run even
 * when the screen that started it unmounts meanwhile. Usage (`memories/api/delete-memory.ts`):
 *
 *   export function useDeleteMemory() {
 *     const queryClient = useQueryClient();
 *     return useAppMutation({
 *       mutationFn: deleteMemory,
 *       success: 'memories.deleted',
 *       failure: 'memories.deleteError',
 *       offline: { needsConnection: 'account' }, // or the outbox: useOutboxMutation
 *       onSuccess: () => refreshMemories(queryClient), // memories-keys.ts, through the one map
 *     });
 *   }
 *
 * An upload declares the same `success` and `failure` through `useUpload` (`lib/upload/`), which
 * adds progress and cancel.
 *
 * A form then submits with `mutation.mutateAsync` (useZodForm shows the pending state).
 */
export function useAppMutation<TData, TVariables = void, TContext = unknown>({
  success,
  failure,
  offline,
  onSuccess,
  onError,
  mutationFn,
  ...options
}: UseMutationOptions<TData, Error, TVariables, TContext> &
  MutationFeedback<TData, TVariables> & {
    /** What it does without a signal (offline-rule.ts): the outbox, or needs a connection. */
    offline: OfflineRule;
  }) {
  const needsConnection = offline !== 'outbox';
  return useMutation<TData, Error, TVariables, TContext>({
    // Offline, TanStack would pause it and send it whenever the signal returned, unseen: a write
    // that needs a connection says so at once instead (the outbox decides for its own).
    networkMode: 'always',
    ...options,
    mutationFn: (variables, context) => {
      if (needsConnection) assertConnected();
      if (!mutationFn) throw new Error('useAppMutation needs a mutationFn');
      return mutationFn(variables, context);
    },
    onSuccess: (data, variables, ...rest) => {
      const text = typeof success === 'function' ? success(data, variables) : success;
      if (text) notifySuccess(text);
      return onSuccess?.(data, variables, ...rest);
    },
    onError: (error, variables, ...rest) => {
      const fallbackKey = typeof failure === 'function' ? failure(error) : failure;
      if (error instanceof NeedsConnectionError) notifyFailure(error, 'connection.needsConnection');
      else if (fallbackKey) notifyFailure(error, fallbackKey);
      return onError?.(error, variables, ...rest);
    },
  });
}
