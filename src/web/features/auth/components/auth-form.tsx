import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZSignInSchema, ZSignUpSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { sessionKeys, signIn, signUp } from '../api/session';
import { authErrorMessage } from '../auth-errors';
import { AuthModeToggle, type TAuthMode } from './auth-mode-toggle';

interface FirstError {
  field: string;
  message: string;
}

export function AuthForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<TAuthMode>('login');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FirstError | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isSignUp = mode === 'signup';

  const changeMode = (next: TAuthMode) => {
    setMode(next);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = isSignUp
      ? ZSignUpSchema.safeParse({ fullName, email, password })
      : ZSignInSchema.safeParse({ email, password });
    if (!parsed.success) {
      // The spec shows only the first problem, next to its field.
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: t(issue?.message ?? 'auth.error') });
      return;
    }
    setError(null);
    setIsSubmitting(true);
    try {
      if (isSignUp) {
        const result = await signUp(
          parsed.data as { fullName: string; email: string; password: string },
        );
        if (!result.token) {
          toast.success(t('auth.checkEmail'));
          changeMode('login');
          return;
        }
        toast.success(t('auth.signupSuccess'));
      } else {
        await signIn(parsed.data);
        toast.success(t('auth.loginSuccess'));
      }
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      toast.error(authErrorMessage(failure, t));
    } finally {
      setIsSubmitting(false);
    }
  };

  const fieldError = (field: string) => (error?.field === field ? error.message : null);
  const describedBy = (field: string) => (error?.field === field ? `${field}-message` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <AuthModeToggle mode={mode} onChange={changeMode} />
      {isSignUp && (
        <FormField id="fullName" label={t('auth.fullName')} error={fieldError('fullName')}>
          <Input
            id="fullName"
            name="fullName"
            autoComplete="name"
            placeholder={t('auth.fullNamePlaceholder')}
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            aria-invalid={Boolean(fieldError('fullName'))}
            aria-describedby={describedBy('fullName')}
          />
        </FormField>
      )}
      <FormField id="email" label={t('auth.email')} error={fieldError('email')}>
        <Input
          id="email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(fieldError('email'))}
          aria-describedby={describedBy('email')}
        />
      </FormField>
      <FormField id="password" label={t('auth.password')} error={fieldError('password')}>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          placeholder="••••••••"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={Boolean(fieldError('password'))}
          aria-describedby={describedBy('password')}
        />
      </FormField>
      <Button type="submit" size="lg" isLoading={isSubmitting} className="mt-1 w-full">
        {isSubmitting
          ? t('auth.loading')
          : isSignUp
            ? t('auth.signupButton')
            : t('auth.loginButton')}
      </Button>
    </form>
  );
}
