import type { Query, QueryClient } from '@tanstack/react-query';
import type { Session } from './session';
import { sessionKeys } from './session-keys';

const isSessionQuery = (query: Query) => query.queryKey[0] === sessionKeys.all[0];

/**
 * Drops everything cached for whoever was signed in. The session query itself stays: the route
 * guards observe it, and a removed query would leave them watching one nobody updates.
 */
export function forgetUserData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query) });
  queryClient.getMutationCache().clear();
}

/**
 * Whether a session ended in this tab since its last sign-in (a sign-out here or in another tab, a
 * 401): the screen left behind is then not where the next sign-in goes, perhaps someone else's on
 * a shared phone. Only a page opened while signed out (a link) is returned to after signing in.
 */
let sessionEndedHere = false;

/** Whether the guard sending the person to sign in should keep the screen to come back to. */
export const isScreenWorthReturningTo = () => !sessionEndedHere;

/**
 * Known signed out: the guards send the person to the sign-in screen without asking again. A
 * session check still under way (a tab brought to the front asks again) started while the cookie
 * was good; its answer, landing after this, would take the person back into the app.
 */
export function markSignedOut(queryClient: QueryClient) {
  sessionEndedHere = true;
  void queryClient.cancelQueries({ queryKey: sessionKeys.all });
  queryClient.setQueryData(sessionKeys.all, null);
  forgetUserData(queryClient);
}

/**
 * Signed in or up: nothing cached for a previous user may show to this one, not even for a
 * moment, so the cache is emptied before the new session is known.
 */
export async function startSession(queryClient: QueryClient, session: Session) {
  // A session check still under way started before the cookie existed; its "null" must not
  // land after this.
  await queryClient.cancelQueries({ queryKey: sessionKeys.all });
  sessionEndedHere = false;
  forgetUserData(queryClient);
  queryClient.setQueryData(sessionKeys.all, session);
}
