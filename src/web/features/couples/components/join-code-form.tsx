import { normalizeCoupleCodeInput, type TCouple, ZJoinCoupleSchema } from '@shared/schemas/couple';
import { NeedsConnection } from '@web/components/needs-connection';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useOnline } from '@web/lib/online';
import { useTranslation } from 'react-i18next';
import { useJoinCouple } from '../api/join-couple';

interface JoinCodeFormProps {
  /** Called from the mutation itself: it runs even if this form has unmounted meanwhile. */
  onJoined: (couple: TCouple) => void;
  variant?: 'primary' | 'secondary';
}

/** Joining the partner's couple with the code they shared. */
export function JoinCodeForm({ onJoined, variant = 'primary' }: JoinCodeFormProps) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const joinCouple = useJoinCouple({ onJoined });
  const form = useZodForm({
    schema: ZJoinCoupleSchema,
    initialValues: { code: '' },
    // The toast says what went wrong; the field is what needs fixing, marked and focused.
    onSubmit: (data) =>
      joinCouple.mutateAsync(data).catch((error: unknown) => {
        form.markInvalid('code');
        throw error;
      }),
    errorDisplay: 'toast',
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      <FormField label={t('couple.codeLabel')} {...form.frame('code')}>
        <Input
          {...form.field('code')}
          variant="code"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          // No maxLength: the browser would cut a pasted 'ABCD-EFGH' before the separator is
          // dropped; normalizeCoupleCodeInput keeps the value to 8 code characters instead.
          placeholder={t('couple.codePlaceholder')}
          onChange={(event) => form.setValue('code', normalizeCoupleCodeInput(event.target.value))}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        variant={variant}
        isLoading={form.isSubmitting}
        disabled={!isOnline}
        className="w-full"
      >
        {t('couple.joinButton')}
      </Button>
      <NeedsConnection className="text-center text-sm" />
    </form>
  );
}
