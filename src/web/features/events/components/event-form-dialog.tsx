import {
  DEFAULT_EVENT_TYPE,
  EVENT_TYPES,
  type TEvent,
  type TEventType,
  ZCreateEventSchema,
} from '@shared/schemas/events';
import { FormDialog, type ItemFormDialogProps } from '@web/components/form-dialog';
import { TitledTextFields } from '@web/components/titled-text-fields';
import { DateField } from '@web/components/ui/date-field';
import { FormField } from '@web/components/ui/form-field';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useTranslation } from 'react-i18next';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { EVENT_TYPE_STYLE } from '../event-type-style';

interface EventFormDialogProps extends ItemFormDialogProps<TEvent> {
  /** A new event's date: the day selected on the calendar. */
  defaultDate: string;
}

/** Create and edit an event. */
export function EventFormDialog({ item: event, onClose, defaultDate }: EventFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const form = useZodForm({
    schema: ZCreateEventSchema,
    initialValues: {
      title: event?.title ?? '',
      description: event?.description ?? '',
      eventDate: event?.eventDate ?? defaultDate,
      eventType: event?.eventType ?? DEFAULT_EVENT_TYPE,
    },
    onSubmit: async (data) => {
      if (event) await update.mutateAsync({ id: event.id, ...data });
      else await create.mutateAsync(data);
      onClose();
    },
  });
  const typeControl = form.control('eventType');

  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t(event ? 'events.editTitle' : 'events.createTitle')}
      description={t(event ? 'events.editDescription' : 'events.createDescription')}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting}
      isDirty={form.isDirty}
      submitLabel={t(event ? 'events.save' : 'events.create')}
    >
      <TitledTextFields form={form} ns="events">
        <FormField label={t('events.dateLabel')} {...form.frame('eventDate')}>
          <DateField {...form.field('eventDate')} />
        </FormField>
        <div className="flex flex-col gap-1.5">
          <span aria-hidden="true" className="text-sm font-semibold">
            {t('events.typeLabel')}
          </span>
          <SegmentedControl<TEventType>
            label={t('events.typeLabel')}
            value={typeControl.value}
            onValueChange={typeControl.onValueChange}
            options={EVENT_TYPES.map((type) => {
              const Icon = EVENT_TYPE_STYLE[type].icon;
              return {
                value: type,
                label: t(`events.types.${type}`),
                icon: <Icon aria-hidden="true" />,
              };
            })}
          />
        </div>
      </TitledTextFields>
    </FormDialog>
  );
}
