const HOME = '/dashboard';

/**
 * Where a person goes once signed in: the page RequireSession sent them away from (kept in the
 * navigation state), else the dashboard. Only a path of this app is followed: never '//host' or
 * '/\host' (another site to a URL parser), nor the sign-in screens themselves.
 */
export function pathAfterSignIn(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  if (typeof from !== 'string' || !from.startsWith('/')) return HOME;
  if (from.startsWith('//') || from.includes('\\')) return HOME;
  const pathname = from.split(/[?#]/, 1)[0];
  return pathname === '/' || pathname === '/auth' ? HOME : from;
}

/**
 * Whether the page waiting behind the sign-in opens photos shared into the app (the share
 * target's `/memories?shared=<id>`, see features/memories/shared-photos.ts): the sign-in screen
 * then says what signing in is for.
 */
export function returnsToShare(state: unknown): boolean {
  const path = pathAfterSignIn(state);
  return new URL(path, 'https://juntos.invalid').searchParams.has('shared');
}
