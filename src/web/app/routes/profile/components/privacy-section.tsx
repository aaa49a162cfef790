import { AppLockCard } from '@web/features/app-lock/components/app-lock-card';
import { PasskeysCard } from '@web/features/privacy/components/passkeys-card';
import { TwoStepCard } from '@web/features/privacy/components/two-step-card';
import { useTranslation } from 'react-i18next';

/** The profile's "Privacidad y seguridad": how the account signs in, and this device's lock. */
export function PrivacySection() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('privacy.title')} className="flex flex-col gap-5">
      <PasskeysCard />
      <TwoStepCard />
      <AppLockCard />
    </section>
  );
}
