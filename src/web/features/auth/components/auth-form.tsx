import { ZSignInSchema, ZSignUpSchema } from '@shared/schemas/auth';
import { EmailField } from '@web/components/email-field';
import { PasswordField } from '@web/components/password-field';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { AuthModeToggle, type TAuthMode } from './auth-mode-toggle';
import { PasskeySignInButton } from './passkey-sign-in-button';

interface AuthFormProps {
  /** "Forgot your password?", with the email typed so far. */
  onForgotPassword: (email: string) => void;
  /** The password was right and the account asks for a code next. */
  onSecondStep: () => void;
}

export function AuthForm({ onForgotPassword, onSecondStep }: AuthFormProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TAuthMode>('login');
  const isSignUp = mode === 'signup';
  const signIn = useSignIn({ onSecondStep });
  const signUp = useSignUp({ onCheckEmail: () => changeMode('login') });
  const form = useZodForm({
    // The sign-in schema ignores the full name typed before switching modes.
    schema: isSignUp ? ZSignUpSchema : ZSignInSchema,
    initialValues: { fullName: '', email: '', password: '' },
    onSubmit: (data) =>
      'fullName' in data && typeof data.fullName === 'string'
        ? signUp.mutateAsync({ ...data, fullName: data.fullName })
        : signIn.mutateAsync(data),
  });

  function changeMode(next: TAuthMode) {
    setMode(next);
    form.clearProblem();
  }

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <AuthModeToggle mode={mode} onChange={changeMode} />
      {isSignUp && (
        <FormField label={t('auth.fullName')} {...form.frame('fullName')}>
          <Input
            {...form.field('fullName')}
            autoComplete="name"
            placeholder={t('auth.fullNamePlaceholder')}
          />
        </FormField>
      )}
      <EmailField label={t('auth.email')} {...form.frame('email')} {...form.field('email')} />
      <PasswordField
        kind={isSignUp ? 'new' : 'current'}
        label={t('auth.password')}
        {...form.frame('password')}
        {...form.field('password')}
      />
      {!isSignUp && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="-mt-3 h-auto self-end px-1 py-1"
          onClick={() => onForgotPassword(form.values.email.trim())}
        >
          {t('auth.forgotPassword')}
        </Button>
      )}
      <Button type="submit" size="lg" isLoading={form.isSubmitting} className="mt-1 w-full">
        {form.isSubmitting
          ? t('auth.loading')
          : isSignUp
            ? t('auth.signupButton')
            : t('auth.loginButton')}
      </Button>
      {!isSignUp && <PasskeySignInButton />}
    </form>
  );
}
