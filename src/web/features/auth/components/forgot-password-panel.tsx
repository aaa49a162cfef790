import type { TPasswordResetRequested } from '@shared/schemas/account';
import { ZRequestPasswordResetSchema } from '@shared/schemas/account';
import { EmailField } from '@web/components/email-field';
import { Button } from '@web/components/ui/button';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { loadScreenTexts } from '@web/lib/i18n';
import { KeyRound, Loader2, MailCheck } from 'lucide-react';
import { use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePasswordResetMode } from '../api/password-reset-mode';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface ForgotPasswordPanelProps {
  /** What was typed on the sign-in form, so it need not be typed again. */
  initialEmail: string;
  onBack: () => void;
}

/** Asks for a reset link in place of the sign-in form; then says what happens next. */
export function ForgotPasswordPanel({ initialEmail, onBack }: ForgotPasswordPanelProps) {
  // Its texts are not part of the sign-in screen's first load.
  use(loadScreenTexts());
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [answer, setAnswer] = useState<{ email: string; result: TPasswordResetRequested } | null>(
    null,
  );
  const form = useZodForm({
    schema: ZRequestPasswordResetSchema,
    initialValues: { email: initialEmail },
    onSubmit: async (data) =>
      setAnswer({ email: data.email, result: await request.mutateAsync(data) }),
  });

  const mode = usePasswordResetMode();
  // Without email there is nothing to send: say who makes the link before anything is typed.
  const showsNoEmail = mode.data?.emailSent === false || answer?.result.emailSent === false;
  if (mode.isPending) {
    return (
      <div className="grid min-h-40 place-items-center" aria-busy="true">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      </div>
    );
  }

  if (answer || showsNoEmail) {
    const isEmailSent = !showsNoEmail;
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        <div className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary [&_svg]:size-7">
          {isEmailSent ? <MailCheck aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
        </div>
        <h2 className="text-xl font-extrabold">
          {isEmailSent ? t('passwordReset.sentTitle') : t('passwordReset.noEmailTitle')}
        </h2>
        <p className="text-balance text-muted-foreground">
          {isEmailSent
            ? t('passwordReset.sent', { email: answer?.email ?? '' })
            : t('passwordReset.noEmail')}
        </p>
        <Button className="mt-1 w-full" size="lg" onClick={onBack}>
          {t('passwordReset.backToSignIn')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-extrabold">{t('passwordReset.requestTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('passwordReset.requestDescription')}</p>
      </div>
      <EmailField label={t('auth.email')} {...form.frame('email')} {...form.field('email')} />
      <Button type="submit" size="lg" isLoading={form.isSubmitting} className="w-full">
        {form.isSubmitting ? t('passwordReset.sending') : t('passwordReset.requestButton')}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack} disabled={form.isSubmitting}>
        {t('passwordReset.backToSignIn')}
      </Button>
    </form>
  );
}
