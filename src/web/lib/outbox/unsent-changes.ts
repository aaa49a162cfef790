import { useTranslation } from 'react-i18next';
import { useOutboxEntries } from './use-outbox';

/** How many changes have not reached the server: signing out deletes them with the device data. */
export const useUnsentCount = () => useOutboxEntries().length;

/** The sentence a sign-out confirmation adds when changes are unsent, else null. */
export function useUnsentWarning(): string | null {
  const { t } = useTranslation();
  const count = useUnsentCount();
  return count > 0 ? t('outbox.signOutUnsent', { count }) : null;
}
