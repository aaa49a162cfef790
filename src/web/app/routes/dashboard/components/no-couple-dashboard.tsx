import type { TCouple } from '@shared/schemas/couple';
import type { TDashboard } from '@shared/schemas/dashboard';
import { useQueryClient } from '@tanstack/react-query';
import { PageShell } from '@web/components/page-shell';
import { Button, buttonVariants } from '@web/components/ui/button';
import { CoupleSetupCard } from '@web/features/couples/components/couple-setup-card';
import { WaitingCard } from '@web/features/couples/components/waiting-card';
import { FormerArchivesCard } from '@web/features/export/components/former-archives-card';
import { firstName } from '@web/lib/names';
import { useSignOut } from '@web/lib/session/use-sign-out';
import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardKeys } from '../api/dashboard-keys';
import { CoupleEndedNotice } from './couple-ended-notice';
import { DashboardHeader } from './dashboard-header';

interface NoCoupleDashboardProps {
  data: TDashboard;
  onJoined: (couple: TCouple) => void;
}

/** Before the couple is active: create or join a code, or wait for the partner. */
export function NoCoupleDashboard({ data, onJoined }: NoCoupleDashboardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const pendingCode = data.couple?.status === 'pending' ? data.couple.coupleCode : null;

  // The waiting card shows at once; the refetch confirms it.
  const showCreated = (couple: TCouple) => {
    queryClient.setQueryData<TDashboard>(dashboardKeys.detail(), (old) =>
      old ? { ...old, couple } : old,
    );
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };

  return (
    <PageShell
      header={
        <DashboardHeader>
          {/* The profile (language, theme, password, "Tus datos") before any couple exists. */}
          <Link to="/profile" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <UserRound aria-hidden="true" />
            {/* An icon on the narrowest phones: the header keeps one line beside "Cerrar sesión". */}
            <span className="max-[399px]:sr-only">{t('nav.profile')}</span>
          </Link>
          <Button
            variant="outline"
            size="sm"
            isLoading={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {!signOut.isPending && <LogOut aria-hidden="true" />}
            {/* Under 360 px its name goes to screen readers only: the header would not fit. */}
            <span className="max-[359px]:sr-only">{t('common.signOut')}</span>
          </Button>
        </DashboardHeader>
      }
    >
      <div className="flex flex-col gap-6 pt-3">
        {!pendingCode && <CoupleEndedNotice />}
        <div className="flex animate-float-up flex-col gap-1.5 text-center">
          <h1 className="text-3xl font-extrabold text-balance">
            {t('dashboard.greeting', { name: firstName(data.me.fullName) })}
          </h1>
          <p className="text-balance text-muted-foreground">
            {pendingCode ? t('couple.waitingIntro') : t('couple.intro')}
          </p>
        </div>
        {pendingCode ? (
          <WaitingCard code={pendingCode} onJoined={onJoined} />
        ) : (
          <CoupleSetupCard onCreated={showCreated} onJoined={onJoined} />
        )}
        <FormerArchivesCard />
      </div>
    </PageShell>
  );
}
