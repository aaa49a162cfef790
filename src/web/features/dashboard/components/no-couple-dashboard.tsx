import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDashboard } from '../../../../shared/schemas/dashboard';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { firstName } from '../../../lib/names';
import { toast } from '../../../lib/toast';
import { useSignOut } from '../../auth/api/use-sign-out';
import { CoupleSetupCard } from './couple-setup-card';
import { DashboardHeader } from './dashboard-header';
import { WaitingCard } from './waiting-card';

/** Before the couple is active: create or join a code, or wait for the partner. */
export function NoCoupleDashboard({ data, onJoined }: { data: TDashboard; onJoined: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const pendingCode = data.couple?.status === 'pending' ? data.couple.coupleCode : null;

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 pb-10">
      <DashboardHeader>
        <Button
          variant="outline"
          size="sm"
          isLoading={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onError: (error) => toast.error(errorMessage(error, t, 'errors.generic')),
            })
          }
        >
          {!signOut.isPending && <LogOut aria-hidden="true" />}
          {t('common.signOut')}
        </Button>
      </DashboardHeader>
      <main className="flex flex-1 flex-col gap-6 pt-6">
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
          <CoupleSetupCard onJoined={onJoined} />
        )}
      </main>
    </div>
  );
}
