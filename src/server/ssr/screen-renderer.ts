import type { Logger } from '@server/logger';
import { SERVER_STATE_ID, type TApiTransport } from '@shared/server-render';
import type { Context } from 'hono';
import { screenDocument } from './document';
import type { TPageCache } from './page-cache';
import { pageBytes, pageDocument, pageGzip, type TPageDocument } from './page-document';
import { renderEntryLoader } from './render-entry';
import { type TVisitorPrefs, visitorPrefs } from './visitor-prefs';

/** Who a page is drawn for, as the page cache knows them. */
export interface TScreenViewer {
  /** One session's pages are its own: another device, another person, never gets them. */
  sessionId: string;
  /**
   * The realtime channels of what the pages show: an event on any of them drops the pages.
   * Asked only of a page drawn (a kept page's answer needs no more than the session).
   */
  tags: () => Promise<string[]>;
}

/** A visitor's page being drawn: their session checked once, their screen's data at hand. */
export interface TScreenVisit {
  /** Answers the screen's API requests for this visitor, as the app would. */
  api: TApiTransport;
  /** The cookies the document's answer carries (a session renewed on the way). */
  setCookies: () => string[];
  /** Signed out: null. */
  viewer: TScreenViewer | null;
  /** The visitor's day in their zone. */
  today: string;
}

/** Opens a visit (the app's top makes it: src/server/screen-visits.ts). */
export type TOpenVisit = (c: Context, prefs: TVisitorPrefs) => Promise<TScreenVisit>;

export interface TScreenRendererOptions {
  /** The folder of the build's server entry (dist/ssr). */
  entryDir: string;
  /** SSR_BUDGET_MS: past it, the app shell is sent; 0 never renders. */
  budgetMs: number;
  openVisit: TOpenVisit;
  /** Drawn pages kept per session (SSR_PAGE_CACHE_MB); none: every page is drawn. */
  cache?: TPageCache;
  /** The app clock's time in ms: the time an answer from the cache says its data is of. */
  now: () => number;
  log: Logger;
}

/** The answer's document, or null when the app shell should be sent (as before rendering). */
export type TRenderScreen = (c: Context, shell: string) => Promise<Response | null>;

/**
 * The screens whose pages are kept. Their data is a picture of the couple's state, which every
 * change announces on the bus; not a countdown (the pet's cooldowns are seconds left when asked,
 * which an older copy would misstate), and not what only time changes.
 */
const KEPT_SCREENS = new Set(['/dashboard', '/memories']);

const STATE_ELEMENT = `<script type="application/json" id="${SERVER_STATE_ID}"`;

const outOfTime = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** Whether the browser takes gzip (`Accept-Encoding`, a q of 0 refusing it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [name, ...params] = entry.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The document's answer: gzip made once per page when the browser takes it. */
function answer(c: Context, page: TPageDocument, cookies: string[], now?: number): Response {
  const isGzip = acceptsGzip(c.req.header('accept-encoding'));
  const headers = new Headers({
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'private, no-store',
    Vary: 'Accept-Encoding',
  });
  if (isGzip) headers.set('Content-Encoding', 'gzip');
  for (const cookie of lastOfEachName(cookies)) headers.append('Set-Cookie', cookie);
  const body = isGzip ? pageGzip(page, now) : pageBytes(page, now);
  // A Buffer is a Uint8Array: the Node adapter writes it as it is, in one write.
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/** Several answers may renew the same cookies: the browser needs the last of each. */
function lastOfEachName(setCookies: string[]): string[] {
  const byName = new Map(setCookies.map((cookie) => [cookie.split('=', 1)[0], cookie]));
  return [...byName.values()];
}

/**
 * Renders a screen's document on the server (docs/BOOT.md): its data from the same query
 * options the browser uses, answered for the visitor by `openVisit`; a kept page of the same
 * session, screen, language, zone, theme and day is answered from `cache` instead. Never worse
 * than the app shell: a rendering that fails, or takes longer than the budget, or whose screen
 * would send the visitor elsewhere, answers null and the caller sends the shell.
 */
export function screenRenderer(options: TScreenRendererOptions): TRenderScreen {
  const { entryDir, budgetMs, openVisit, cache, now, log } = options;
  const loadEntry = renderEntryLoader(entryDir);
  // At start, not on the first visitor's time (a megabyte of code and every screen's texts).
  if (budgetMs > 0) {
    loadEntry().catch((error: unknown) =>
      log.error({ err: error }, 'server rendering unavailable'),
    );
  }
  // The build the kept pages were drawn with: a new one (its shell or entry) drops them.
  let drawnWith: { shell: string; entry: unknown } | null = null;
  // Pages being drawn, by key: a second request for one waits for it instead of drawing it too.
  const drawing = new Map<string, Promise<TPageDocument | null>>();
  return async (c, shell) => {
    if (budgetMs === 0) return null;
    const prefs = visitorPrefs(c);
    // With the app lock on, nothing of the couple may be in the page before the lock screen.
    if (prefs.isLocked) return null;
    const path = c.req.path;
    const search = new URL(c.req.url).search;
    let timer: NodeJS.Timeout | undefined;
    try {
      const entry = await loadEntry();
      if (!entry) return null;
      if (drawnWith?.shell !== shell || drawnWith.entry !== entry) {
        cache?.clear();
        drawnWith = { shell, entry };
      }
      const controller = new AbortController();
      timer = setTimeout(
        () => controller.abort(new Error(`over the ${budgetMs} ms budget`)),
        budgetMs,
      );
      const { signal } = controller;
      const visit = await Promise.race([openVisit(c, prefs), outOfTime(signal)]);
      const { viewer } = visit;
      const key =
        cache && viewer && KEPT_SCREENS.has(path) && !search
          ? [viewer.sessionId, path, prefs.language, prefs.timeZone, prefs.theme, visit.today].join(
              '\n',
            )
          : null;
      const kept = key ? cache?.get(key) : undefined;
      if (kept) return answer(c, kept, visit.setCookies(), now());
      const underWay = key ? drawing.get(key) : undefined;
      if (underWay) {
        const page = await Promise.race([underWay, outOfTime(signal)]);
        return page && answer(c, page, visit.setCookies(), now());
      }
      const draw = async (): Promise<TPageDocument | null> => {
        const ticket = cache?.begin() ?? 0;
        const result = await Promise.race([
          entry.render({ url: `${path}${search}`, ...prefs, api: visit.api, signal }),
          outOfTime(signal),
        ]);
        if (!result.rendered) {
          log.debug({ path, reason: result.reason }, 'screen left to the browser');
          return null;
        }
        const html = screenDocument({ shell, ...result, theme: prefs.theme });
        const page = pageDocument(html, html.lastIndexOf(STATE_ELEMENT));
        // Drawn as another day than the key says (midnight passed meanwhile): not kept.
        if (key && viewer && result.state.today === visit.today) {
          cache?.keep(key, page, await viewer.tags(), ticket);
        }
        return page;
      };
      const drawn = draw();
      if (key) {
        drawing.set(key, drawn);
        drawn.then(
          () => drawing.delete(key),
          () => drawing.delete(key),
        );
      }
      const page = await drawn;
      return page && answer(c, page, visit.setCookies());
    } catch (error) {
      log.warn({ err: error, path }, 'server rendering failed: app shell sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
