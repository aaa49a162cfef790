import type { TReactionTarget } from '@shared/schemas/reactions';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { targetPath } from './get-reaction-thread';
import { refreshReactions } from './reactions-keys';

export interface THeartChange {
  target: TReactionTarget;
  id: string;
  isOn: boolean;
}

/** PUT puts my heart on, DELETE takes it off: a repeated request changes nothing. */
export const setHeart = ({ target, id, isOn }: THeartChange) =>
  apiFetch<unknown>(`${targetPath(target, id)}/heart`, { method: isOn ? 'PUT' : 'DELETE' });

export function useSetHeart() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'hearts' },
    mutationFn: setHeart,
    failure: 'reactions.heartError',
    onSettled: () => refreshReactions(queryClient),
  });
}
