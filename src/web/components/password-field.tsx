import { LIMITS } from '@shared/constants';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

type PasswordFieldProps = Omit<ComponentProps<typeof Input>, 'type' | 'autoComplete'> & {
  id: string;
  label: string;
  error?: string | null;
  /**
   * 'current': the password the account has (the browser fills it in). 'new': one being chosen,
   * with the length rule as its placeholder (dots looked like a password already typed).
   * 'repeat': the new one typed again, under a 'new' field that already says the rule.
   */
  kind: 'current' | 'new' | 'repeat';
};

/**
 * A password to type, wherever one is asked for (signing in or up, a reset, a change to the
 * account, the app lock). Usage with a form:
 *
 *   <PasswordField kind="current" label={t('auth.password')} {...form.frame('password')}
 *     {...form.field('password')} />
 */
export function PasswordField({ label, error, kind, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={input.id} label={label} error={error}>
      <Input
        placeholder={
          kind === 'new'
            ? t('auth.newPasswordPlaceholder', { count: LIMITS.passwordMin })
            : undefined
        }
        {...input}
        type="password"
        autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
      />
    </FormField>
  );
}
