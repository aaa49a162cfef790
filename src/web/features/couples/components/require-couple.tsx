import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { HeartLoader } from '../../../components/heart-loader';
import { toast } from '../../../lib/toast';
import { useMyCouple } from '../api/my-couple';

/** Screens shared by the two partners: without an active couple, back to the dashboard. */
export function RequireCouple() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMyCouple();
  const hasActiveCouple = data?.couple?.status === 'active';
  const mustLeave = !isPending && (isError || !hasActiveCouple);

  useEffect(() => {
    if (mustLeave) toast.error(t('couple.required'), { id: 'couple-required' });
  }, [mustLeave, t]);

  if (isPending) return <HeartLoader />;
  if (mustLeave) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
