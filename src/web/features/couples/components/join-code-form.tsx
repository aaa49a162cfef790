import { normalizeCoupleCodeInput, type TCouple, ZJoinCoupleSchema } from '@shared/schemas/couple';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useZodForm } from '@web/lib/forms/use-zod-form';
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
  const code = form.field('code');

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={code.id}>{t('couple.codeLabel')}</Label>
        <Input
          {...code}
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
      </div>
      <Button
        type="submit"
        size="lg"
        variant={variant}
        isLoading={form.isSubmitting}
        className="w-full"
      >
        {t('couple.joinButton')}
      </Button>
    </form>
  );
}
