import { type TBucketItem, ZCreateBucketItemSchema } from '@shared/schemas/bucket-list';
import { FormDialog, type ItemFormDialogProps } from '@web/components/form-dialog';
import { TitledTextFields } from '@web/components/titled-text-fields';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useTranslation } from 'react-i18next';
import { useCreateBucketItem } from '../api/create-bucket-item';
import { useUpdateBucketItem } from '../api/update-bucket-item';

/** Create and edit a goal. */
export function BucketItemFormDialog({ item, onClose }: ItemFormDialogProps<TBucketItem>) {
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
      isDirty={form.isDirty}
      submitLabel={t(item ? 'bucketList.save' : 'bucketList.create')}
    >
      <TitledTextFields form={form} ns="bucketList" />
    </FormDialog>
  );
}
