import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { sessionKeys } from './session-keys';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** An authenticator app's code is asked after the password (two-step sign-in). */
  twoFactorEnabled?: boolean;
}

export interface Session {
  user: SessionUser;
}

/**
 * better-auth answers null when signed out, and a 401 means the same. Anything else (offline, a
 * 5xx) is not an answer about the session: it stays an error, so the guards offer a retry
 * instead of sending a signed-in person to the sign-in screen.
 */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await apiFetch<Session | null>('/api/auth/get-session');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: fetchSession,
    staleTime: 5 * 60_000,
    // Offline, TanStack would pause the check and the heart would spin until the network came
    // back; failing instead lets the guards offer a retry.
    networkMode: 'always',
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

export function signOut() {
  return apiFetch<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', json: {} });
}
