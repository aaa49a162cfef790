// A query on screen: `QueryView` (skeleton, data, or the failed load), and the one failed-load
// treatment it shares with what renders instead of a screen (`LoadFailure`, `LoadErrorCard`).
import { ApiError } from '@web/lib/api-client';
import {
  type LoadableQuery,
  type LoadFailureOptions,
  useLoadFailureReport,
} from '@web/lib/feedback/use-load-failure-report';
import { CloudOff, HeartCrack, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from './page-shell';
import { Button } from './ui/button';
import { Card } from './ui/card';

interface LoadErrorCardProps {
  title: string;
  hint?: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** Something could not load: what failed, and a way to try again. */
export function LoadErrorCard({ title, hint, onRetry, isRetrying }: LoadErrorCardProps) {
  const { t } = useTranslation();
  return (
    <Card className="flex animate-float-up flex-col items-center gap-3 p-8 text-center">
      <HeartCrack className="size-12 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-extrabold">{title}</h2>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      <Button onClick={onRetry} isLoading={isRetrying} className="mt-2">
        {!isRetrying && <RotateCw aria-hidden="true" />}
        {t('common.retry')}
      </Button>
    </Card>
  );
}

interface LoadFailureProps extends LoadFailureOptions {
  query: LoadableQuery;
  /**
   * 'card' (default): in the page's flow. 'screen': the card centred on an otherwise empty
   * screen in its own PageShell, for what renders instead of a page (a guard, the dashboard).
   */
  layout?: 'card' | 'screen';
}

/**
 * The one treatment of a failed load: reported once (the 'Error al cargar datos' toast, or a log
 * where a toast would only alarm, as for the couple lookup) and a retry card. Screens usually get
 * it through <QueryView>.
 */
export function LoadFailure({ query, layout = 'card', ...options }: LoadFailureProps) {
  useLoadFailureReport(query, options);
  return <RetryView query={query} layout={layout} messageKey={options.messageKey} />;
}

// 'card' unless told: a screen's query fails inside its PageShell, which holds the one <main>.
function RetryView({ query, layout = 'card', messageKey = 'common.loadError' }: LoadFailureProps) {
  const { t } = useTranslation();
  // The server asked to slow down: the connection is fine, waiting is what helps.
  const isRateLimited = query.error instanceof ApiError && query.error.status === 429;
  const card = (
    <LoadErrorCard
      title={t(messageKey)}
      hint={isRateLimited ? t('common.loadTooManyRequests') : t('common.loadErrorHint')}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
  if (layout === 'card') return card;
  return <PageShell layout="centred">{card}</PageShell>;
}

/**
 * Offline with nothing of this kept on the device (a screen not opened since the app was
 * installed): said plainly, instead of a skeleton that would wait for ever. TanStack asks again
 * by itself once the signal is back, and the screen fills in.
 */
export function NothingKeptOffline({ layout = 'card' }: { layout?: 'card' | 'screen' }) {
  const { t } = useTranslation();
  const card = (
    <Card className="flex animate-float-up flex-col items-center gap-3 p-8 text-center">
      <CloudOff className="size-12 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-extrabold">{t('connection.offlineTitle')}</h2>
      <p className="text-sm text-muted-foreground">{t('connection.needsConnection')}</p>
    </Card>
  );
  if (layout === 'card') return card;
  return <PageShell layout="centred">{card}</PageShell>;
}

interface QueryViewProps<TData> extends LoadFailureProps {
  query: LoadableQuery & {
    data: TData | undefined;
    isPending: boolean;
    fetchStatus?: 'fetching' | 'paused' | 'idle';
  };
  /** The skeleton shown while loading. */
  pending: ReactNode;
  children: (data: TData) => ReactNode;
}

/**
 * A screen's data in its three states: the skeleton, the one failed-load treatment, or the
 * content. A refetch that fails while data shows is reported too, and the data stays. Usage:
 *
 *   const memories = useMemories(filters);
 *   <QueryView query={memories} pending={<MemoriesSkeleton />}>
 *     {(list) => <MemoryGrid memories={list} />}
 *   </QueryView>
 */
export function QueryView<TData>({ query, pending, children, ...failure }: QueryViewProps<TData>) {
  useLoadFailureReport(query, failure);
  if (query.data !== undefined) return children(query.data);
  if (query.isPending && query.fetchStatus === 'paused') return <NothingKeptOffline />;
  if (query.isPending) return pending;
  return <RetryView query={query} {...failure} />;
}
