/**
 * The server's rendering of a screen (docs/BOOT.md, src/server/ssr): built by Vite into
 * dist/ssr, loaded by the server. The screen's data comes from the same query options the
 * browser uses (each screen's `prefetch`), fetched through the API the server answers
 * in-process with the visitor's cookies; then the same <App> is rendered with React's streaming
 * renderer, and the query cache goes into the page for the browser to hydrate.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { LANGUAGES } from '@shared/constants';
import type {
  TApiTransport,
  TRenderEntry,
  TRenderRequest,
  TRenderResult,
} from '@shared/server-render';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { myCoupleQueryOptions } from '@web/features/couples/api/my-couple';
import { setApiTransport } from '@web/lib/api-client';
import { localTimeZone, localToday, setRenderTimeZone } from '@web/lib/calendar-dates';
import { sessionQueryOptions } from '@web/lib/session/session';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { everyScreenLoader, screenPlan } from './app/router';
import { i18nFor } from './app/server-i18n';
import type { TServerState } from './app/server-state';

interface Visit {
  api: TApiTransport;
  timeZone: string;
}

// Two visitors may be drawn at once: each rendering's requests and "today" are its own.
const visits = new AsyncLocalStorage<Visit>();
setApiTransport((path, init) => {
  const visit = visits.getStore();
  if (!visit) return Promise.reject(new Error(`No visit for ${path}`));
  return visit.api(path, init);
});
setRenderTimeZone(() => visits.getStore()?.timeZone);

const skip = (reason: string): TRenderResult<never> => ({ rendered: false, reason });

/**
 * Resolves once no query of the client is fetching, nor starts fetching within a task: a
 * prefetch may start the next queries once its first answer is in (the dashboard's cards).
 */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(quiet);
      if (queryClient.isFetching() > 0) return;
      quiet = setTimeout(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        resolve();
      }, 0);
    };
    const unsubscribe = cache.subscribe(check);
    check();
  });
}

/** The whole document body once every boundary is ready: no streamed swap scripts (the CSP). */
function renderToHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const parts: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        parts.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(parts).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        if (failure) reject(failure);
        else stream.pipe(sink);
      },
      onShellError: reject,
      // An error inside a boundary would leave it to the browser: the shell does that better.
      onError(error) {
        failure ??= error;
      },
    });
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

async function renderVisit({
  url,
  language,
  signal,
}: TRenderRequest): Promise<TRenderResult<TServerState['queries']>> {
  // No retries and no refetching: one answer per query, as the browser's first would be.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const pathname = new URL(url, 'http://localhost').pathname;
  const plan = screenPlan(pathname);
  if (plan.access === 'browser-only') return skip('drawn by the browser only');
  let sessionError: unknown = null;
  // The screen's own queries start with the session check, not after it: a visitor signed
  // out is sent elsewhere anyway (their 401s cost nothing), a signed-in one waits one round less.
  const started = Promise.all(plan.loaders.map((load) => load())).then((screens) => {
    if (plan.access === 'signed-out') return;
    for (const screen of screens) screen.prefetch?.(queryClient, language);
  });
  const session = await queryClient.fetchQuery(sessionQueryOptions()).catch((error: unknown) => {
    sessionError = error;
    return undefined;
  });
  await started;
  if (session === undefined) return skip(`the session check failed: ${String(sessionError)}`);
  // The guards would move the visitor on: the browser does it, with its return path.
  if (plan.access === 'signed-out' && session) return skip('signed in on a sign-in screen');
  if ((plan.access === 'session' || plan.access === 'couple') && !session)
    return skip('signed out on a signed-in screen');
  await settled(queryClient);
  if (signal.aborted) return skip('out of time');
  // A query that failed (a 403 for a screen part without a couple, a 5xx) is drawn pending,
  // as the browser's first render draws it, and asked again there.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  if (plan.access === 'couple') {
    const couple = queryClient.getQueryData(myCoupleQueryOptions().queryKey);
    if (couple?.couple?.status !== 'active') return skip('no active couple');
  }
  const html = await renderToHtml(
    <I18nextProvider i18n={i18nFor(language)}>
      <StrictMode>
        <App
          queryClient={queryClient}
          withRouter={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
        />
      </StrictMode>
    </I18nextProvider>,
    signal,
  );
  return {
    rendered: true,
    html,
    state: {
      queries: dehydrate(queryClient),
      today: localToday(),
      // A signed-in screen shows times in the zone it was drawn in: the browser redraws it when
      // its own differs. Screens before signing in show none, and are taken over as they are
      // (what a person typed into the drawn sign-in form stays, whatever their zone).
      ...(plan.access === 'session' || plan.access === 'couple'
        ? { timeZone: localTimeZone() }
        : {}),
      language,
    },
  };
}

export function render(request: TRenderRequest): Promise<TRenderResult<TServerState['queries']>> {
  return visits.run({ api: request.api, timeZone: request.timeZone }, () => renderVisit(request));
}

/** Loads every screen's code and the texts: the first visitors wait for none of it. */
export async function warm(): Promise<void> {
  await Promise.all(everyScreenLoader().map((load) => load()));
  for (const language of LANGUAGES) i18nFor(language);
}

// The server loads this module as a `TRenderEntry` (src/server/ssr/render-entry.ts): checked here.
({ render, warm }) satisfies TRenderEntry;
