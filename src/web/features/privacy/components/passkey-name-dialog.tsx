import { ZPasskeyNameSchema } from '@shared/schemas/second-factors';
import { FormDialog } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/feedback/notify';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import type { TranslationKey } from '@web/lib/i18n-keys';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';

const ZNameFormSchema = z.object({ name: ZPasskeyNameSchema });

interface PasskeyNameDialogProps {
  /** The passkey's current name. */
  current: { id: string; name: string };
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Renames a passkey (a new one is named in AddPasskeyDialog). */
export function PasskeyNameDialog({ current, onSave, onClose }: PasskeyNameDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm({
    schema: ZNameFormSchema,
    initialValues: { name: current.name },
    onSubmit: async ({ name }) => {
      try {
        await onSave(name);
        onClose();
      } catch (error) {
        // A name the server refused is the field's.
        if (error instanceof ApiError && error.field === 'name' && error.isTranslationKey) {
          form.showProblem({ field: 'name', message: error.message as TranslationKey });
        } else {
          notifyFailure(error, 'privacy.passkeys.errors.renameFailed');
        }
      }
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t('privacy.passkeys.renameTitle')}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting}
      submitLabel={t('privacy.passkeys.save')}
    >
      <FormField label={t('privacy.passkeys.name')} {...form.frame('name')}>
        <Input {...form.field('name')} autoComplete="off" maxLength={80} />
      </FormField>
    </FormDialog>
  );
}
