import { SERVER_STATE_ID, type TServerState as TState } from '@shared/server-render';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { localTimeZone, localToday } from '@web/lib/calendar-dates';
import { storedLanguage } from '@web/lib/language-detector';
import { noteServerData } from '@web/lib/realtime/realtime-catch-up';

/** What the server's rendering of a screen carries besides its markup (src/server/ssr). */
export type TServerState = TState<DehydratedState>;

/**
 * The server's state when #root holds its rendering of the screen, else null (the app shell).
 * Its data leaves the page once read: it must not stay in the document after the query client
 * holds it (a sign-out clears the client, not the page's elements).
 */
export function readServerState(root: HTMLElement): TServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element) return null;
  const text = element.textContent;
  // Emptied, not removed: its `data-lang` (no personal data) still says how the page was drawn.
  element.textContent = '';
  if (!text || !root.firstChild) return null;
  try {
    return JSON.parse(text) as TServerState;
  } catch {
    return null;
  }
}

/**
 * Puts the server's data into the query client, so no screen asks again for what the page
 * already carries. Returns whether the markup can be hydrated as it is: not when "today" is
 * another day here than where the server drew it (midnight passed, or the zone it guessed
 * was not this device's), nor when this device chose another language than the server knew
 * of (a choice made before the cookie existed); the app then draws the screen afresh, from
 * the same data.
 */
export function takeServerState(queryClient: QueryClient, state: TServerState): boolean {
  hydrate(queryClient, state.queries);
  noteServerData(
    state.queries.queries.map((query) => ({
      queryHash: query.queryHash,
      readAt: query.state.dataUpdatedAt,
    })),
  );
  const stored = storedLanguage()?.slice(0, 2);
  const isSameZone = state.timeZone === undefined || state.timeZone === localTimeZone();
  return state.today === localToday() && isSameZone && (!stored || stored === state.language);
}
