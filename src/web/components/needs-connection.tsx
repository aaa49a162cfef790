import { useOnline } from '@web/lib/online';
import { useTranslation } from 'react-i18next';

/**
 * Beside an action whose answer must come from the server now (the pet, the quiz, starting a
 * plan, linking, account changes), while offline: why it is off. The action itself is disabled
 * with `useOnline()`.
 */
export function NeedsConnection({ className = 'text-sm' }: { className?: string }) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  if (isOnline) return null;
  return <p className={`text-muted-foreground ${className}`}>{t('connection.needsConnection')}</p>;
}
