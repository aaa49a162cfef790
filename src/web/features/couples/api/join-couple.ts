import type { TCouple, TJoinCouple } from '@shared/schemas/couple';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { couplesKeys } from './couples-keys';

/**
 * Fails with 404 'couple.invalidCode', 409 'couple.alreadyConnected', 429
 * 'couple.tooManyAttempts'; an answer without the couple is 'couple.updateFailed' ('No se pudo
 * actualizar la conexión').
 */
export async function joinCouple(input: TJoinCouple): Promise<{ couple: TCouple }> {
  const answer = await apiFetch<{ couple?: TCouple | null } | null>('/api/couples/join', {
    method: 'POST',
    json: input,
  });
  if (!answer?.couple) throw new ApiError(500, 'no_couple', 'couple.updateFailed');
  return { couple: answer.couple };
}

/** The fallbacks: a server failure is 'Error al buscar código', others 'Error al unirse'. */
const fallbackKeyFor = (error: Error) =>
  error instanceof ApiError && error.status >= 500 ? 'couple.lookupError' : 'couple.joinError';

/**
 * `onJoined` is the mutation's own callback, not mutate()'s: it runs even when the form that
 * started the join has unmounted meanwhile (a realtime refetch can swap the screen first).
 */
export function useJoinCouple({ onJoined }: { onJoined?: (couple: TCouple) => void } = {}) {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'linking' },
    mutationFn: joinCouple,
    failure: fallbackKeyFor,
    onSuccess: ({ couple }) => {
      queryClient.setQueryData(couplesKeys.me(), { couple });
      onJoined?.(couple);
    },
  });
}
