import { BeatingHeart } from '@web/components/beating-heart';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthForm } from './components/auth-form';
import { AuthFrame } from './components/auth-frame';
import { returnsToShare } from './return-path';

// Loaded when asked for: the sign-in screen is the first load of every visit.
const ForgotPasswordPanel = lazy(async () => ({
  default: (await import('./components/forgot-password-panel')).ForgotPasswordPanel,
}));
const SecondStepForm = lazy(async () => ({
  default: (await import('./components/second-step-form')).SecondStepForm,
}));

export default function AuthPage() {
  const { t } = useTranslation();
  // The email typed on the sign-in form, while the reset request takes the card's place.
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [isAtSecondStep, setIsAtSecondStep] = useState(false);
  // Photos shared from the phone wait behind the sign-in: say so, they are why it is asked.
  const location = useLocation();
  const isForShare = returnsToShare(location.state);
  // Back from the link that confirmed a new address (it signs no one in): say which to use.
  const isEmailConfirmed = new URLSearchParams(location.search).get('emailChanged') === '1';
  return (
    <AuthFrame
      tone="brand"
      emblem={<BeatingHeart className="size-10 fill-white text-white" />}
      title={t('auth.title')}
      subtitle={
        isEmailConfirmed
          ? t('auth.emailConfirmed')
          : isForShare
            ? t('auth.signInToShare')
            : t('auth.subtitle')
      }
      footer={<p className="mt-6 text-center text-sm text-muted-foreground">{t('auth.footer')}</p>}
    >
      {isAtSecondStep ? (
        <Suspense fallback={null}>
          <SecondStepForm onBack={() => setIsAtSecondStep(false)} />
        </Suspense>
      ) : forgotEmail === null ? (
        <AuthForm onForgotPassword={setForgotEmail} onSecondStep={() => setIsAtSecondStep(true)} />
      ) : (
        <Suspense fallback={null}>
          <ForgotPasswordPanel initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
        </Suspense>
      )}
    </AuthFrame>
  );
}
