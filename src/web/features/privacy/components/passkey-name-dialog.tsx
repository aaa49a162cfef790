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
  /** The passkey's current name when renaming; null to make a new passkey. */
  current: { id: string; name: string } | null;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Names a new passkey (then the browser makes it) or renames one. */
export function PasskeyNameDialog({ current, onSave, onClose }: PasskeyNameDialogProps) {
  const { t } = useTranslation();
  const isNew = current === null;
  const form = useZodForm({
    schema: ZNameFormSchema,
    initialValues: { name: current?.name ?? t('privacy.passkeys.defaultName') },
    onSubmit: async ({ name }) => {
      try {
        await onSave(name);
        onClose();
      } catch (error) {
        // A name the server refused is the field's; the browser's own refusals were toasted.
        if (error instanceof ApiError && error.field === 'name' && error.isTranslationKey) {
          form.showProblem({ field: 'name', message: error.message as TranslationKey });
        } else if (!isNew) {
          notifyFailure(error, 'privacy.passkeys.errors.renameFailed');
        }
      }
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={isNew ? t('privacy.passkeys.addTitle') : t('privacy.passkeys.renameTitle')}
      description={isNew ? t('privacy.passkeys.addDescription') : undefined}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting}
      submitLabel={isNew ? t('privacy.passkeys.create') : t('privacy.passkeys.save')}
    >
      <FormField label={t('privacy.passkeys.name')} {...form.frame('name')}>
        <Input {...form.field('name')} autoComplete="off" maxLength={80} />
      </FormField>
    </FormDialog>
  );
}
