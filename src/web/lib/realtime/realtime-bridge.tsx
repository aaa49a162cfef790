import { useQueryClient } from '@tanstack/react-query';
import { checkSessionAfterStreamDrop } from '@web/lib/session/session-ended';
import { useEffect } from 'react';
import { applyRealtimeEvent } from './realtime-invalidations';
import { browserSharing, realtimeShareName, shareRealtime } from './realtime-shared';
import { emitRealtimeEvent } from './realtime-signals';

/**
 * The user's realtime stream, shared by their tabs and mounted once for signed-in screens:
 * server events become query invalidations, so nothing needs to poll. The server follows the
 * user's couple itself, so joining or leaving one needs no reconnect here.
 */
export default function RealtimeBridge({ userId }: { userId: string }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    const realtime = shareRealtime(
      realtimeShareName(userId),
      {
        onInvalidate: (event) => {
          void applyRealtimeEvent(queryClient, event);
          emitRealtimeEvent(event);
        },
        // Caught up, the server-drawn page's own data is current: only the rest is refetched.
        onResync: (current) =>
          void queryClient.invalidateQueries(
            current ? { predicate: (query) => !current.has(query.queryHash) } : undefined,
          ),
        // A stream refused with a 401 is a session ended elsewhere: the screen must not stay.
        onDropped: () => void checkSessionAfterStreamDrop(queryClient),
      },
      browserSharing(),
    );
    const retryNow = () => realtime.retryNow();
    window.addEventListener('online', retryNow);
    return () => {
      window.removeEventListener('online', retryNow);
      realtime.close();
    };
  }, [queryClient, userId]);

  return null;
}
