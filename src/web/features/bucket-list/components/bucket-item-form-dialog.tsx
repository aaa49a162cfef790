import { LIMITS } from '@shared/constants';
import { type TBucketItem, ZCreateBucketItemSchema } from '@shared/schemas/bucket-list';
import { FormDialog } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useTranslation } from 'react-i18next';
import { useCreateBucketItem } from '../api/create-bucket-item';
import { useUpdateBucketItem } from '../api/update-bucket-item';

interface BucketItemFormDialogProps {
  onClose: () => void;
  /** The goal to edit; a new one without it. */
  item: TBucketItem | null;
}

/** Create and edit a goal. Mounted while open, so each opening starts from its own values. */
export function BucketItemFormDialog({ onClose, item }: BucketItemFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateBucketItem();
  const update = useUpdateBucketItem();
  const form = useZodForm({
    schema: ZCreateBucketItemSchema,
    initialValues: { title: item?.title ?? '', description: item?.description ?? '' },
    onSubmit: async (data) => {
      if (item) await update.mutateAsync({ id: item.id, ...data });
      else await create.mutateAsync(data);
      onClose();
    },
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t(item ? 'bucketList.editTitle' : 'bucketList.createTitle')}
      description={t(item ? 'bucketList.editDescription' : 'bucketList.createDescription')}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting}
      submitLabel={t(item ? 'bucketList.save' : 'bucketList.create')}
    >
      <FormField label={t('bucketList.titleLabel')} {...form.frame('title')}>
        <Input
          {...form.field('title')}
          maxLength={LIMITS.titleMax}
          placeholder={t('bucketList.titlePlaceholder')}
          autoComplete="off"
        />
      </FormField>
      <FormField label={t('bucketList.descriptionLabel')} {...form.frame('description')}>
        <Textarea
          {...form.field('description')}
          maxLength={LIMITS.descriptionMax}
          showCount
          placeholder={t('bucketList.descriptionPlaceholder')}
        />
      </FormField>
    </FormDialog>
  );
}
