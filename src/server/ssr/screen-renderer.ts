import type { Logger } from '@server/logger';
import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import type { Context } from 'hono';
import { screenDocument } from './document';
import { renderEntryLoader } from './render-entry';
import { visitorPrefs } from './visitor-prefs';

/** The visitor's headers the screen's API requests carry (their session, their address). */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for'];

export interface TScreenRendererOptions {
  /** The folder of the build's server entry (dist/ssr). */
  entryDir: string;
  /** SSR_BUDGET_MS: past it, the app shell is sent; 0 never renders. */
  budgetMs: number;
  /** The app itself, answering the screen's API requests in-process. */
  fetchApp: (request: Request, env: unknown) => Response | Promise<Response>;
  log: Logger;
}

/** The answer's document, or null when the app shell should be sent (as before rendering). */
export type TRenderScreen = (c: Context, shell: string) => Promise<Response | null>;

/** Each request renews the same cookies: the browser needs the last of each. */
function lastOfEachName(setCookies: string[]): string[] {
  const byName = new Map(setCookies.map((cookie) => [cookie.split('=', 1)[0], cookie]));
  return [...byName.values()];
}

const outOfTime = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * The screen's API requests, answered by the app in-process as if the visitor's browser had
 * sent them: their cookies and address, the time zone the app would send. The cookies the
 * answers set (a renewed session) are kept for the document's answer.
 */
function visitorApi(
  c: Context,
  {
    fetchApp,
    timeZone,
    signal,
  }: Pick<TScreenRendererOptions, 'fetchApp'> & {
    timeZone: string;
    signal: AbortSignal;
  },
) {
  const setCookies: string[] = [];
  const origin = new URL(c.req.url).origin;
  // Node's request only (the visitor's address for rate limits), never its response: an
  // in-process request must not write to the document's.
  const env = { incoming: (c.env as { incoming?: unknown } | undefined)?.incoming };
  const api = async (path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    headers.set(TIME_ZONE_HEADER, timeZone);
    const response = await fetchApp(
      new Request(new URL(path, origin), { ...init, headers, signal }),
      env,
    );
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
  return { api, setCookies };
}

/**
 * Renders a screen's document on the server (docs/BOOT.md): its data from the same query
 * options the browser uses, asked of this app in-process with the visitor's cookies. Never
 * worse than the app shell: a rendering that fails, or takes longer than the budget, or whose
 * screen would send the visitor elsewhere, answers null and the caller sends the shell.
 */
export function screenRenderer(options: TScreenRendererOptions): TRenderScreen {
  const { entryDir, budgetMs, log } = options;
  const loadEntry = renderEntryLoader(entryDir);
  // At start, not on the first visitor's time (a megabyte of code and every screen's texts).
  if (budgetMs > 0) {
    loadEntry().catch((error: unknown) =>
      log.error({ err: error }, 'server rendering unavailable'),
    );
  }
  return async (c, shell) => {
    if (budgetMs === 0) return null;
    const prefs = visitorPrefs(c);
    // With the app lock on, nothing of the couple may be in the page before the lock screen.
    if (prefs.isLocked) return null;
    const path = c.req.path;
    let timer: NodeJS.Timeout | undefined;
    try {
      const entry = await loadEntry();
      if (!entry) return null;
      const controller = new AbortController();
      timer = setTimeout(
        () => controller.abort(new Error(`over the ${budgetMs} ms budget`)),
        budgetMs,
      );
      const { signal } = controller;
      const { api, setCookies } = visitorApi(c, { ...options, timeZone: prefs.timeZone, signal });
      const search = new URL(c.req.url).search;
      const result = await Promise.race([
        entry.render({ url: `${path}${search}`, ...prefs, api, signal }),
        outOfTime(signal),
      ]);
      if (!result.rendered) {
        log.debug({ path, reason: result.reason }, 'screen left to the browser');
        return null;
      }
      const html = screenDocument({ shell, ...result, theme: prefs.theme });
      const response = c.html(html, 200, { 'Cache-Control': 'private, no-store' });
      for (const cookie of lastOfEachName(setCookies))
        response.headers.append('Set-Cookie', cookie);
      return response;
    } catch (error) {
      log.warn({ err: error, path }, 'server rendering failed: app shell sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
