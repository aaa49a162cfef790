import type { QueryClient } from '@tanstack/react-query';
import { HeartLoader } from '@web/components/heart-loader';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { petQueryOptions, usePet } from './api/get-pet';
import { PetSetupForm } from './components/pet-setup-form';

/** The server draws the form (or moves on to the pet) with the same answer the browser uses. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(petQueryOptions());
}

export default function PetSetupPage() {
  const { t } = useTranslation();
  const { data, isPending } = usePet();

  if (isPending) return <HeartLoader />;
  // One pet per couple: once there is one (maybe adopted by the partner), its page it is.
  if (data?.pet) return <Navigate to="/pet" replace />;
  return (
    <PageShell>
      <PageHeader title={t('pet.setup.title')} subtitle={t('pet.setup.subtitle')} backTo="/pet" />
      <div className="animate-float-up">
        <PetSetupForm />
      </div>
    </PageShell>
  );
}
