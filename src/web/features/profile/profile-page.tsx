import { QueryView } from '@web/components/load-error-card';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { Card } from '@web/components/ui/card';
import { useTranslation } from 'react-i18next';
import { useProfile } from './api/get-profile';
import { AvatarUploader } from './components/avatar-uploader';
import { CalendarFeedCard } from './components/calendar-feed-card';
import { DangerZone } from './components/danger-zone';
import { LanguageCard } from './components/language-card';
import { NotificationsCard } from './components/notifications-card';
import { ProfileForm } from './components/profile-form';
import { ProfileSkeleton } from './components/profile-skeleton';
import { ThemeCard } from './components/theme-card';

export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();

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
      <div className="animate-float-up [animation-delay:180ms]">
        <DangerZone />
      </div>
    </PageShell>
  );
}
