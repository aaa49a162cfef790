import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Session } from './session';
import { forgetUserData, markSignedOut } from './session-cache';
import { sessionKeys } from './session-keys';

type AuthChange = 'signed-in' | 'signed-out';

const CHANNEL_NAME = 'juntos-auth';
let channel: BroadcastChannel | null | undefined;

/** One channel per tab, for posting and listening alike (a channel never hears itself). */
function authChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  }
  return channel;
}

/** Tells this browser's other tabs, which share the session cookie, that it changed. */
export function announceAuthChange(change: AuthChange) {
  authChannel()?.postMessage(change);
}

/**
 * The other side: a tab on the sign-in screen follows a sign-in made elsewhere to the
 * dashboard (the guards move once the session is known), and every tab leaves on a sign-out.
 */
export function AuthBroadcastListener(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    const listener = authChannel();
    if (!listener) return;
    const onMessage = ({ data }: MessageEvent<unknown>) => {
      if (data === 'signed-out') {
        markSignedOut(queryClient);
      } else if (data === 'signed-in') {
        // A signed-out tab may still hold what a previous user saw. A signed-in one keeps its
        // data: if the user changed, RequireSession forgets it before showing anything.
        if (!queryClient.getQueryData<Session | null>(sessionKeys.all)) {
          forgetUserData(queryClient);
        }
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      }
    };
    listener.addEventListener('message', onMessage);
    return () => listener.removeEventListener('message', onMessage);
  }, [queryClient]);
  return null;
}
