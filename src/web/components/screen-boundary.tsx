import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from './page-shell';
import { LoadErrorCard } from './query-view';

interface ScreenBoundaryProps {
  children: ReactNode;
}

/**
 * What shows instead of a screen that could not be drawn: most often its code could not arrive
 * (opened without a signal on a phone that had not kept it yet), else a fault while drawing it.
 * Without it React would unmount the whole app and leave a blank page. Retrying reloads: a failed
 * `lazy()` keeps its failure, and the service worker answers the reload even offline.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen could not be drawn', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <PageShell layout="centred">
      <LoadErrorCard
        title={t('common.loadError')}
        hint={t('common.loadErrorHint')}
        onRetry={() => window.location.reload()}
        isRetrying={false}
      />
    </PageShell>
  );
}
