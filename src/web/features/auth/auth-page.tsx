import { BeatingHeart } from '@web/components/beating-heart';
import { LanguagePicker } from '@web/components/language-picker';
import { PageShell } from '@web/components/page-shell';
import { ThemeToggle } from '@web/components/theme-toggle';
import { Card } from '@web/components/ui/card';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthForm } from './components/auth-form';

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
  return (
    <PageShell>
      <div className="flex items-center justify-end gap-2">
        <LanguagePicker />
        <ThemeToggle />
      </div>
      <div className="flex flex-1 flex-col justify-center py-8">
        <header className="mb-8 flex animate-float-up flex-col items-center text-center">
          <div className="mb-4 grid size-20 place-items-center rounded-[1.75rem] bg-gradient-to-br from-[oklch(0.78_0.13_15)] to-primary shadow-glow">
            <BeatingHeart className="size-10 fill-white text-white" />
          </div>
          <h1 className="font-script text-5xl font-semibold text-primary">{t('auth.title')}</h1>
          <p className="mt-2 max-w-xs text-balance text-muted-foreground">{t('auth.subtitle')}</p>
        </header>
        <Card className="animate-float-up p-6 [animation-delay:80ms]">
          {isAtSecondStep ? (
            <Suspense fallback={null}>
              <SecondStepForm onBack={() => setIsAtSecondStep(false)} />
            </Suspense>
          ) : forgotEmail === null ? (
            <AuthForm
              onForgotPassword={setForgotEmail}
              onSecondStep={() => setIsAtSecondStep(true)}
            />
          ) : (
            <Suspense fallback={null}>
              <ForgotPasswordPanel initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
            </Suspense>
          )}
        </Card>
        <p className="mt-6 text-center text-sm text-muted-foreground">{t('auth.footer')}</p>
      </div>
    </PageShell>
  );
}
