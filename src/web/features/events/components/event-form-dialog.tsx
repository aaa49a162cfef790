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
import { Label } from '@web/components/ui/label';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { Switch } from '@web/components/ui/switch';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { PlaneLanding } from 'lucide-react';
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
      reunion: event?.reunion ?? false,
    },
    onSubmit: async (data) => {
      if (event) await update.mutateAsync({ id: event.id, ...data });
      else await create.mutateAsync(data);
      onClose();
    },
  });
  const typeControl = form.control('eventType');
  const reunion = form.control('reunion');

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
        {/* The next time together: the dashboard counts the days down to it. */}
        <div className="flex items-start justify-between gap-4 rounded-2xl border border-border/70 bg-primary-soft/40 p-3">
          <span className="flex min-w-0 flex-col gap-0.5">
            <Label htmlFor={reunion.id} className="flex items-center gap-2">
              <PlaneLanding className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {t('events.reunionLabel')}
            </Label>
            <span id={`${reunion.id}-hint`} className="text-xs text-muted-foreground">
              {t('events.reunionHint')}
            </span>
          </span>
          <Switch
            id={reunion.id}
            ref={reunion.ref}
            aria-describedby={`${reunion.id}-hint`}
            checked={reunion.value}
            onCheckedChange={reunion.onValueChange}
          />
        </div>
      </TitledTextFields>
    </FormDialog>
  );
}
