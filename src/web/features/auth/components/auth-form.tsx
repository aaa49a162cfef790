import { ZSignInSchema, ZSignUpSchema } from '@shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type SessionUser, signIn, signUp } from '../api/session';
import { announceAuthChange } from '../auth-broadcast';
import { authErrorMessage } from '../auth-errors';
import { pathAfterSignIn } from '../return-path';
import { startSession } from '../session-cache';
import { AuthModeToggle, type TAuthMode } from './auth-mode-toggle';

type Field = 'fullName' | 'email' | 'password';
const FIELDS: readonly string[] = ['fullName', 'email', 'password'] satisfies Field[];
const isField = (value: unknown): value is Field =>
  typeof value === 'string' && FIELDS.includes(value);

interface FirstError {
  field: Field;
  message: string;
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** Signed in (or up with a session at once): who, and the welcome to show. */
interface Welcome {
  user: SessionUser;
  messageKey: string;
}

export function AuthForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<TAuthMode>('login');
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: '',
    email: '',
    password: '',
  });
  const [error, setError] = useState<FirstError | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const isSignUp = mode === 'signup';

  const changeMode = (next: TAuthMode) => {
    setMode(next);
    setError(null);
  };

  // The spec shows only the first problem, next to its field; the focus goes there too, so
  // keyboard and screen-reader users land on what needs fixing.
  const rejectWith = ([issue]: Issue[]) => {
    const field = issue?.path[0];
    const message = t(issue?.message ?? 'auth.error');
    if (!isField(field)) return toast.error(message);
    setError({ field, message });
    inputs.current[field]?.focus();
  };

  const send = async (request: () => Promise<Welcome | null>) => {
    setError(null);
    setIsSubmitting(true);
    try {
      const welcome = await request();
      if (!welcome) return;
      await startSession(queryClient, { user: welcome.user });
      announceAuthChange('signed-in');
      toast.success(t(welcome.messageKey));
      navigate(pathAfterSignIn(location.state), { replace: true });
    } catch (failure) {
      toast.error(authErrorMessage(failure, t));
    } finally {
      setIsSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isSignUp) {
      const parsed = ZSignUpSchema.safeParse(values);
      if (!parsed.success) return rejectWith(parsed.error.issues);
      return void send(async () => {
        const result = await signUp(parsed.data);
        if (result.token) return { user: result.user, messageKey: 'auth.signupSuccess' };
        // Email confirmation is on: no session until the link in the email is followed.
        toast.success(t('auth.checkEmail'));
        changeMode('login');
        return null;
      });
    }
    const parsed = ZSignInSchema.safeParse({ email: values.email, password: values.password });
    if (!parsed.success) return rejectWith(parsed.error.issues);
    void send(async () => {
      const result = await signIn(parsed.data);
      return { user: result.user, messageKey: 'auth.loginSuccess' };
    });
  };

  const fieldError = (field: Field) => (error?.field === field ? error.message : null);
  /** What every input shares: its state, its message wiring and a ref for focusing it. */
  const fieldProps = (field: Field) => ({
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    id: field,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    'aria-invalid': Boolean(fieldError(field)),
    'aria-describedby': error?.field === field ? `${field}-message` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <AuthModeToggle mode={mode} onChange={changeMode} />
      {isSignUp && (
        <FormField id="fullName" label={t('auth.fullName')} error={fieldError('fullName')}>
          <Input
            {...fieldProps('fullName')}
            autoComplete="name"
            placeholder={t('auth.fullNamePlaceholder')}
          />
        </FormField>
      )}
      <FormField id="email" label={t('auth.email')} error={fieldError('email')}>
        <Input
          {...fieldProps('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
        />
      </FormField>
      <FormField id="password" label={t('auth.password')} error={fieldError('password')}>
        <Input
          {...fieldProps('password')}
          type="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          placeholder="••••••••"
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
