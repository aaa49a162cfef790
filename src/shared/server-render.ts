/**
 * The contract between the server and the page it draws (docs/BOOT.md), in one place: the
 * server loads the build's entry (src/web/entry-server.tsx) as a `TRenderEntry`
 * (src/server/ssr/render-entry.ts) and writes its state into the element `SERVER_STATE_ID`
 * (src/server/ssr/document.ts); the browser looks for that element before it loads the app
 * (src/web/main.tsx) and reads it (src/web/app/server-state.ts).
 */
import type { TLanguage } from './constants';

/** The id of the page's non-executable JSON element that carries the server's state. */
export const SERVER_STATE_ID = 'juntos-state';

/** What the server's rendering of a screen carries besides its markup. */
export interface TServerState<TQueries = unknown> {
  /** The screen's queries as the server fetched them, with the visitor's session (dehydrated). */
  queries: TQueries;
  /** The day the server drew "today" as, in the visitor's zone. */
  today: string;
  /**
   * The zone the server drew in (the visitor's, or UTC when it did not know it): times of day
   * drawn elsewhere would not be this device's.
   */
  timeZone?: string;
  /** The language the server drew the page in. */
  language: string;
}

/** Answers one of the screen's API requests for this visitor (the Hono app, in-process). */
export type TApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface TRenderRequest {
  /** Path and query of the document asked for. */
  url: string;
  language: TLanguage;
  timeZone: string;
  api: TApiTransport;
  /** Abandons the rendering (the server's budget ran out): nothing more is fetched or drawn. */
  signal: AbortSignal;
}

export type TRenderResult<TQueries = unknown> =
  | { rendered: true; html: string; state: TServerState<TQueries> }
  /** The browser draws this one itself, from the app shell (why, for the log). */
  | { rendered: false; reason: string };

/** The build's server entry, as the server loads it. */
export interface TRenderEntry {
  /** Loads every screen's code and texts, so no visitor waits for them. */
  warm(): Promise<void>;
  render(request: TRenderRequest): Promise<TRenderResult>;
}
