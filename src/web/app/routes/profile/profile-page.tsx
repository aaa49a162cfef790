import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { QueryView } from '@web/components/query-view';
import { Card } from '@web/components/ui/card';
import { CalendarFeedCard } from '@web/features/calendar-feed/components/calendar-feed-card';
import { useMyCouple } from '@web/features/couples/api/my-couple';
import { devicesQueryOptions } from '@web/features/devices/api/devices';
import { DevicesCard } from '@web/features/devices/components/devices-card';
import { YourDataCard } from '@web/features/export/components/your-data-card';
import { NotificationsCard } from '@web/features/notifications/components/notifications-card';
import { profileQueryOptions, useProfile } from '@web/features/profile/api/get-profile';
import { AccountCard } from '@web/features/profile/components/account-card';
import { AvatarUploader } from '@web/features/profile/components/avatar-uploader';
import { DangerZone } from '@web/features/profile/components/danger-zone';
import { LanguageCard } from '@web/features/profile/components/language-card';
import { ProfileForm } from '@web/features/profile/components/profile-form';
import { ProfileSkeleton } from '@web/features/profile/components/profile-skeleton';
import { ThemeCard } from '@web/features/profile/components/theme-card';
import { useTranslation } from 'react-i18next';
import { EndingCard } from './components/ending-card';
import { PrivacySection } from './components/privacy-section';

/** What the screen asks for first: fetched while its code and texts still load (app/router). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(profileQueryOptions());
  void queryClient.prefetchQuery(devicesQueryOptions());
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  // Ending the couple is offered only while there is one.
  const couple = useMyCouple();

  return (
    <PageShell>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <QueryView query={profile} pending={<ProfileSkeleton />} messageKey="profile.error">
        {(data) => (
          <>
            <Card className="animate-float-up p-6">
              <AvatarUploader profile={data} />
            </Card>
            <div className="animate-float-up [animation-delay:60ms]">
              <ProfileForm key={data.id} profile={data} />
            </div>
            <div className="animate-float-up [animation-delay:90ms]">
              <AccountCard email={data.email} />
            </div>
            <div className="animate-float-up [animation-delay:100ms]">
              <DevicesCard />
            </div>
          </>
        )}
      </QueryView>
      <section
        aria-label={t('profile.preferences')}
        className="flex animate-float-up flex-col gap-5 [animation-delay:120ms]"
      >
        <LanguageCard />
        <ThemeCard />
        <NotificationsCard />
        <CalendarFeedCard />
      </section>
      <div className="animate-float-up [animation-delay:135ms]">
        <PrivacySection />
      </div>
      <div className="animate-float-up [animation-delay:150ms]">
        <YourDataCard />
      </div>
      <div className="animate-float-up [animation-delay:180ms]">
        <DangerZone />
      </div>
      <div className="animate-float-up [animation-delay:240ms]">
        <EndingCard hasCouple={couple.data?.couple?.status === 'active'} />
      </div>
    </PageShell>
  );
}
