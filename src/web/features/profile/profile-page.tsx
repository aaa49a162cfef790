import { LoadErrorCard } from '@web/components/load-error-card';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from './api/get-profile';
import { AvatarUploader } from './components/avatar-uploader';
import { DangerZone } from './components/danger-zone';
import { LanguageCard } from './components/language-card';
import { ProfileForm } from './components/profile-form';
import { ProfileHeader } from './components/profile-header';
import { ProfileSkeleton } from './components/profile-skeleton';
import { ThemeCard } from './components/theme-card';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: profile, isPending, isError, refetch, isRefetching } = useProfile();
  const retry = () => void refetch();

  useEffect(() => {
    if (!isError) return;
    toast.error(t('profile.error'), {
      id: 'profile-load-error',
      action: { label: t('common.retry'), onClick: () => void refetch() },
    });
  }, [isError, refetch, t]);

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-5 px-5 pb-[max(2.5rem,env(safe-area-inset-bottom))] pt-[max(1rem,env(safe-area-inset-top))]">
      <ProfileHeader />
      {isPending ? (
        <ProfileSkeleton />
      ) : profile ? (
        <>
          <Card className="animate-float-up p-6">
            <AvatarUploader profile={profile} />
          </Card>
          <div className="animate-float-up [animation-delay:60ms]">
            <ProfileForm key={profile.id} profile={profile} />
          </div>
        </>
      ) : (
        isError && (
          <LoadErrorCard title={t('profile.error')} onRetry={retry} isRetrying={isRefetching} />
        )
      )}
      <section
        aria-label={t('profile.preferences')}
        className="flex animate-float-up flex-col gap-5 [animation-delay:120ms]"
      >
        <LanguageCard />
        <ThemeCard />
      </section>
      <div className="animate-float-up [animation-delay:180ms]">
        <DangerZone />
      </div>
    </main>
  );
}
