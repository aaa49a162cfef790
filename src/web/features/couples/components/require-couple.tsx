import { HeartLoader } from '@web/components/heart-loader';
import { LoadFailure } from '@web/components/load-error-card';
import { toast } from '@web/lib/toast';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useMyCouple } from '../api/my-couple';

/**
 * Screens shared by the two partners: without an active couple, back to the dashboard. A failed
 * lookup is not "no couple": the spec only logs it, and the screen offers a retry.
 */
export function RequireCouple() {
  const { t } = useTranslation();
  const couple = useMyCouple();
  const { data, isPending } = couple;
  const hasNoCouple = data !== undefined && data.couple?.status !== 'active';

  useEffect(() => {
    if (hasNoCouple) toast.error(t('couple.required'), { id: 'couple-required' });
  }, [hasNoCouple, t]);

  if (isPending) return <HeartLoader />;
  if (hasNoCouple) return <Navigate to="/dashboard" replace />;
  if (!data) return <LoadFailure query={couple} layout="screen" report="log" />;
  return <Outlet />;
}
