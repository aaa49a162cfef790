import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCouple } from '../../../shared/schemas/couple';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/**
 * The creator's screen learns live that the partner joined: the same couple went from pending
 * to active. Loading the page with an active couple says nothing.
 */
export function usePartnerConnectedToast(couple: TCouple | null | undefined) {
  const { t } = useTranslation();
  const previous = useRef(couple);
  useEffect(() => {
    const before = previous.current;
    previous.current = couple;
    if (
      before?.status === 'pending' &&
      couple?.status === 'active' &&
      before.id === couple.id &&
      couple.isCreator
    ) {
      toast.success(t('couple.partnerConnected'));
    }
  }, [couple, t]);
}

/**
 * One toast per failed load. Not for a 401: the query client's one handler has already said the
 * session ended and sends the person to the sign-in screen.
 */
export function useLoadErrorToast(error: Error | null, errorUpdatedAt: number) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!error || errorUpdatedAt === 0) return;
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(t('common.loadError'), { id: 'dashboard-load-error' });
  }, [error, errorUpdatedAt, t]);
}
