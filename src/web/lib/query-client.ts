import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

interface QueryClientOptions {
  /** Any query or mutation answered 401: the session has ended (expired, signed out elsewhere). */
  onUnauthorized?: (queryClient: QueryClient) => void;
}

/**
 * TanStack starts out assuming a network (v5) and listens for 'online' and 'offline' only once
 * a client mounts: a page opened offline spent its retries failing instead of pausing (a screen
 * with nothing kept said "Error al cargar datos" instead of "Sin conexión"), and a signal back
 * before the mount was never heard (the page stayed offline). The browser's own word instead, as
 * the offline banner takes it (lib/online.ts): read at once, and again on each event.
 */
function followTheBrowser(setOnline: (online: boolean) => void) {
  const update = () => setOnline(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}) {
  if (typeof window !== 'undefined') onlineManager.setEventListener(followTheBrowser);
  // One place for every 401, so no screen needs its own "session ended" branch.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Screens left behind stay in memory (and so in the device cache, lib/device-cache) for
        // a day, not TanStack's 5 minutes: a reopen offline can draw any screen seen lately.
        gcTime: 24 * 60 * 60 * 1000,
        // Realtime events invalidate what changed; refetching on focus covers a sleeping tab.
        refetchOnWindowFocus: true,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
  return queryClient;
}
