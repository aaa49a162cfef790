import type { QueryClient } from '@tanstack/react-query';
import { HeartLoader } from '@web/components/heart-loader';
import { LoadFailure, NothingKeptOffline } from '@web/components/query-view';
import { useOnline } from '@web/lib/online';
import { toast } from '@web/lib/toast';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { myCoupleQueryOptions, useMyCouple } from '../api/my-couple';

/** The couple check the shared screens wait for: fetched while their code still loads. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(myCoupleQueryOptions());
}

/**
 * Screens shared by the two partners: without an active couple, back to the dashboard. A failed
 * lookup is not "no couple": it is only logged (no toast), and the screen offers a retry.
 */
export function RequireCouple() {
  const { t } = useTranslation();
  const couple = useMyCouple();
  const { data, isPending } = couple;
  // An answer already marked out of date (a live event) is being asked again: wait for it
  // rather than send someone back on what the couple was before the partner joined.
  const isRechecking = couple.isFetching && couple.isStale;
  // "No couple" kept on the device from before this page opened may be old news, though
  // younger than its staleTime: a partner may have joined since. With a signal it is asked
  // again before anyone is sent away; offline, what was kept is all there is.
  const isOnline = useOnline();
  const saysNoCouple = data !== undefined && data.couple?.status !== 'active';
  const isFromBeforeThisPage = couple.dataUpdatedAt < performance.timeOrigin;
  const isUnconfirmed =
    saysNoCouple && isFromBeforeThisPage && !couple.isFetchedAfterMount && isOnline;
  const { refetch } = couple;
  useEffect(() => {
    if (isUnconfirmed) void refetch();
  }, [isUnconfirmed, refetch]);
  const hasNoCouple = saysNoCouple && !isRechecking && !isUnconfirmed;
  // Was there a couple while this screen was open? Then the partner ended it just now: a calm
  // word (the same toast as the dashboard's, by id), not "connect first".
  const hadCouple = useRef(false);
  if (data?.couple?.status === 'active') hadCouple.current = true;

  useEffect(() => {
    if (!hasNoCouple) return;
    if (hadCouple.current) toast.info(t('ending.partnerEnded'), { id: 'couple-ended' });
    else toast.error(t('couple.required'), { id: 'couple-required' });
  }, [hasNoCouple, t]);

  if (isPending && couple.fetchStatus === 'paused') return <NothingKeptOffline layout="screen" />;
  if (isPending || ((isRechecking || isUnconfirmed) && saysNoCouple)) return <HeartLoader />;
  if (hasNoCouple) return <Navigate to="/dashboard" replace />;
  if (!data) return <LoadFailure query={couple} layout="screen" report={{ log: 'the couple' }} />;
  return <Outlet />;
}
