import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';
import { useNavigate } from 'react-router';

/** POST /api/couples/end: 204. */
export const endCouple = () => apiFetch<void>('/api/couples/end', { method: 'POST' });

/** Only the session and the person's own profile outlive the couple; the rest was shared. */
const KEPT_ROOTS: readonly (readonly string[])[] = [queryRoots.session, queryRoots.profile];

/**
 * Ends the couple, forgets everything of the shared space this browser had cached (so nothing of
 * it flashes on the way out), and goes to the dashboard, now without a couple.
 */
export function useEndCouple() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useAppMutation({
    offline: { needsConnection: 'ending' },
    mutationFn: endCouple,
    success: 'ending.coupleEnded',
    failure: 'ending.endCoupleError',
    onSuccess: async () => {
      queryClient.removeQueries({
        predicate: (query) => !KEPT_ROOTS.some((root) => query.queryKey[0] === root[0]),
      });
      // What a change of the couple refreshes: the couple, and the dashboard it now shows.
      await refreshAfter(queryClient, 'couples.updated');
      navigate('/dashboard', { replace: true });
    },
  });
}
