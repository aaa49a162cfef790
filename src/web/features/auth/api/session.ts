import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSignIn, TSignUp } from '../../../../shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface Session {
  user: SessionUser;
}

export const sessionKeys = { all: ['session'] as const };

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    // better-auth answers null when signed out; a 401 also means signed out.
    queryFn: () => apiFetch<Session | null>('/api/auth/get-session').catch(() => null),
    staleTime: 5 * 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

export function signIn(input: TSignIn) {
  return apiFetch<{ user: SessionUser }>('/api/auth/sign-in/email', {
    method: 'POST',
    json: { ...input, rememberMe: true },
  });
}

/** With email confirmation on, no session comes back: `token` is null until confirmed. */
export function signUp(input: TSignUp) {
  return apiFetch<{ user: SessionUser; token: string | null }>('/api/auth/sign-up/email', {
    method: 'POST',
    json: { ...input, callbackURL: '/dashboard' },
  });
}

export function signOut() {
  return apiFetch<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', json: {} });
}
