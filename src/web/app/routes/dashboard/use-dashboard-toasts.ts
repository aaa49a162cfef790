import type { TCouple } from '@shared/schemas/couple';
import { toast } from '@web/lib/toast';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

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
 * The partner's screen learns live that the couple was ended: it was active and now there is
 * none. The one who ended it arrives here with the couple already forgotten, so says nothing.
 */
export function useCoupleEndedToast(couple: TCouple | null | undefined) {
  const { t } = useTranslation();
  const previous = useRef(couple);
  useEffect(() => {
    const before = previous.current;
    previous.current = couple;
    if (before?.status === 'active' && couple === null) {
      toast.info(t('ending.partnerEnded'), { id: 'couple-ended' });
    }
  }, [couple, t]);
}
