import { useTranslation } from 'react-i18next';
import { AppLockCard } from './app-lock-card';
import { PasskeysCard } from './passkeys-card';
import { TwoStepCard } from './two-step-card';

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
