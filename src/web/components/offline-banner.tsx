import { useOnline } from '@web/lib/online';
import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Said once, calmly, at the top of the signed-in screens while the browser has no network: what
 * shows is what this device kept, and it catches up by itself.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <div
      role="status"
      className="mx-auto flex max-w-3xl items-start gap-3 border-b border-border bg-muted px-4 py-2.5 text-sm text-muted-foreground"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold text-foreground">{t('connection.offlineTitle')}.</span>{' '}
        {t('connection.offlineText')}
      </p>
    </div>
  );
}
