import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

type EmailFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string | null;
};

/**
 * An email address to type (signing in, asking for a reset link, changing it): the keyboard, the
 * browser's autofill and the example every such field shows. Usage with a form:
 *
 *   <EmailField label={t('auth.email')} {...form.frame('email')} {...form.field('email')} />
 */
export function EmailField({ label, error, ...input }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={input.id} label={label} error={error}>
      <Input
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        {...input}
      />
    </FormField>
  );
}
