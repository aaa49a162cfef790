import { LIMITS } from '@shared/constants';
import { addDays } from '@shared/domain/calendar-day';
import {
  OPEN_WHEN_SUGGESTIONS,
  type TLetter,
  type TLetterFields,
  type TLetterInput,
  type TOpenWhenSuggestion,
  ZLetterSchema,
} from '@shared/schemas/letters';
import { FormDialog } from '@web/components/form-dialog';
import { DateField } from '@web/components/ui/date-field';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { segmentItemClass } from '@web/components/ui/segment-item';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { Textarea } from '@web/components/ui/textarea';
import { type RecordedVoice, voiceAttachment } from '@web/components/voice/voice-format';
import { VoiceRecorder } from '@web/components/voice/voice-recorder';
import { localToday } from '@web/lib/calendar-dates';
import { cn } from '@web/lib/cn';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { usePhotoChoice } from '@web/lib/upload/use-photo-choice';
import type { Upload } from '@web/lib/upload/use-upload';
import { CalendarHeart, Sparkles } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useEditLetter, useWriteLetter } from '../api/write-letter';
import { useSealText } from '../seal-text';
import { LetterPhotoPicker } from './letter-photo-picker';

type TSeal = 'date' | 'when';
type TMoment = TOpenWhenSuggestion | 'other';

type LetterFormValues = {
  body: string;
  seal: TSeal;
  opensOn: string;
  moment: TMoment;
  openWhen: string;
  /** A newly chosen photo, checked on choice and sent with the fields. */
  image: File | null;
};

/**
 * The form's values as the shared schema reads them: only the seal chosen counts. Its own
 * checks first, so an empty seal is said under the field left empty.
 */
const letterFormSchema = z.pipe(
  z.pipe(
    z
      .object({
        body: z.string(),
        seal: z.enum(['date', 'when']),
        opensOn: z.string(),
        moment: z.string(),
        openWhen: z.string(),
      })
      .check(
        z.refine((v) => v.seal !== 'date' || v.opensOn !== '', {
          error: 'letters.sealRequired',
          path: ['opensOn'],
        }),
        z.refine((v) => v.seal !== 'when' || v.moment !== 'other' || v.openWhen.trim() !== '', {
          error: 'letters.sealRequired',
          path: ['openWhen'],
        }),
      ),
    z.transform(
      (v): TLetterFields => ({
        body: v.body,
        opensOn: v.seal === 'date' ? v.opensOn : '',
        openWhenSuggestion: v.seal === 'when' && v.moment !== 'other' ? v.moment : '',
        openWhen: v.seal === 'when' && v.moment === 'other' ? v.openWhen : '',
      }),
    ),
  ),
  ZLetterSchema,
);

/** The multipart fields of a letter, as the route reads them. */
const fieldsOf = ({ body, opensOn, openWhen }: TLetterInput): Record<string, string> => ({
  body,
  opensOn: opensOn ?? '',
  openWhenSuggestion: openWhen && 'suggestion' in openWhen ? openWhen.suggestion : '',
  openWhen: openWhen && 'text' in openWhen ? openWhen.text : '',
});

interface LetterFormDialogProps {
  /** The writer's own sealed letter to edit; null to write a new one. */
  item: TLetter | null;
  onClose: () => void;
  partnerName: string;
  /** "El día de nuestro aniversario": the next one, from the server. */
  nextAnniversary: string;
}

/** Write a letter, or edit one's own while it is sealed. */
export function LetterFormDialog({ item, ...props }: LetterFormDialogProps) {
  return item ? <EditLetterForm letter={item} {...props} /> : <NewLetterForm {...props} />;
}

type FormProps = Omit<LetterFormDialogProps, 'item'>;

// Two wrappers because the upload hook differs: an edit sends to the letter's own address.
function NewLetterForm(props: FormProps) {
  return <LetterForm upload={useWriteLetter()} {...props} />;
}

function EditLetterForm({ letter, ...props }: FormProps & { letter: TLetter }) {
  return <LetterForm letter={letter} upload={useEditLetter(letter.id)} {...props} />;
}

function LetterForm({
  letter,
  upload,
  onClose,
  partnerName,
  nextAnniversary,
}: FormProps & { letter?: TLetter; upload: Upload }) {
  const { t } = useTranslation();
  const { day, moment } = useSealText();
  const [keepsPhoto, setKeepsPhoto] = useState(letter?.content?.imageUrl != null);
  const photo = usePhotoChoice(upload.prepare, (file, problem) => {
    form.setValue('image', file);
    if (problem) form.showProblem({ field: 'image', message: problem });
  });
  // A voice note recorded here; the stored one is kept unless removed or recorded over.
  const [voice, setVoice] = useState<RecordedVoice | null>(null);
  const [keepsVoice, setKeepsVoice] = useState(letter?.content?.voice != null);
  const [isRecording, setIsRecording] = useState(false);
  const openWhen = letter?.openWhen ?? null;
  const tomorrow = addDays(localToday(), 1);
  const form = useZodForm({
    schema: letterFormSchema,
    initialValues: {
      body: letter?.content?.body ?? '',
      seal: letter?.openWhen ? 'when' : 'date',
      opensOn: letter?.opensOn ?? '',
      moment: openWhen ? ('suggestion' in openWhen ? openWhen.suggestion : 'other') : 'sad',
      openWhen: openWhen && 'text' in openWhen ? openWhen.text : '',
      image: null,
    } as LetterFormValues,
    refine: (data) => {
      if (photo.refused) return { field: 'image', message: photo.refused };
      if (data.opensOn !== null && data.opensOn < tomorrow) {
        return { field: 'opensOn', message: 'letters.dayNotFuture' };
      }
      return null;
    },
    onSubmit: async (data) => {
      const fields = fieldsOf(data);
      const image = form.values.image;
      if (letter && !image && !keepsPhoto && letter.content?.imageUrl) fields.removeImage = 'true';
      if (letter?.content?.voice && !voice && !keepsVoice) fields.removeVoice = 'true';
      const attachments = voice ? [voiceAttachment(voice)] : [];
      const saved = await upload.start(image ? [image] : [], fields, attachments);
      if (saved) onClose();
    },
  });
  const seal = form.control('seal');
  const chosenMoment = form.control('moment');
  const photoField = form.control('image');

  const removePhoto = () => {
    form.setValue('image', null);
    photo.clear();
    setKeepsPhoto(false);
  };

  const isBusy = form.isSubmitting || photo.isPreparing;
  const isAnniversary = form.values.opensOn === nextAnniversary;
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={letter ? t('letters.editTitle') : t('letters.createTitle', { name: partnerName })}
      description={
        letter
          ? t('letters.editDescription', { name: partnerName })
          : t('letters.createDescription', { name: partnerName })
      }
      onSubmit={form.onSubmit}
      isPending={isBusy}
      isSubmitHeld={isRecording}
      isDirty={form.isDirty || voice !== null || keepsVoice !== (letter?.content?.voice != null)}
      submitLabel={letter ? t('letters.save') : t('letters.seal')}
    >
      <FormField label={t('letters.bodyLabel')} {...form.frame('body')}>
        <Textarea
          {...form.field('body')}
          rows={7}
          maxLength={LIMITS.letterMax}
          showCount
          placeholder={t('letters.bodyPlaceholder')}
          className="font-medium leading-7"
        />
      </FormField>
      <div className="flex flex-col gap-2">
        <span aria-hidden="true" className="text-sm font-semibold">
          {t('letters.sealLabel')}
        </span>
        <SegmentedControl<TSeal>
          label={t('letters.sealLabel')}
          value={seal.value}
          onValueChange={seal.onValueChange}
          options={[
            {
              value: 'date',
              label: t('letters.sealDate'),
              icon: <CalendarHeart aria-hidden="true" />,
            },
            { value: 'when', label: t('letters.sealWhen'), icon: <Sparkles aria-hidden="true" /> },
          ]}
        />
      </div>
      {seal.value === 'date' ? (
        <div className="flex flex-col gap-3">
          <button
            type="button"
            aria-pressed={isAnniversary}
            onClick={() => form.setValue('opensOn', nextAnniversary)}
            className={cn(
              'flex items-center gap-2 self-start rounded-full border border-primary/30 bg-primary-soft/60 px-4 py-2 text-left text-sm font-semibold transition hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30',
              isAnniversary && 'border-primary bg-primary-soft',
            )}
          >
            <CalendarHeart className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('letters.anniversary', { date: day(nextAnniversary) })}
          </button>
          <FormField label={t('letters.dateLabel')} {...form.frame('opensOn')}>
            <DateField {...form.field('opensOn')} min={tomorrow} />
          </FormField>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <ToggleGroup.Root
            type="single"
            aria-label={t('letters.whenLabel')}
            value={chosenMoment.value}
            onValueChange={(next) => next && chosenMoment.onValueChange(next as TMoment)}
            className="flex flex-wrap gap-2"
          >
            {[...OPEN_WHEN_SUGGESTIONS, 'other' as const].map((option) => (
              <ToggleGroup.Item
                key={option}
                value={option}
                className={cn(segmentItemClass('on'), 'border border-border bg-card/60')}
              >
                {option === 'other' ? t('letters.whenOther') : moment({ suggestion: option })}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
          {chosenMoment.value === 'other' && (
            <FormField label={t('letters.whenCustomLabel')} {...form.frame('openWhen')}>
              <Input
                {...form.field('openWhen')}
                maxLength={LIMITS.letterOpenWhenMax}
                placeholder={t('letters.whenCustomPlaceholder')}
              />
            </FormField>
          )}
        </div>
      )}
      <FormField
        label={t('letters.photoLabel')}
        hint={t('letters.photoHint')}
        {...form.frame('image')}
      >
        <LetterPhotoPicker
          id={photoField.id}
          ref={photoField.ref}
          aria-invalid={photoField['aria-invalid']}
          aria-describedby={photoField['aria-describedby'] ?? `${photoField.id}-message`}
          file={form.values.image}
          currentUrl={keepsPhoto ? (letter?.content?.thumbnailUrl ?? null) : null}
          onChoose={(file) => void photo.choose(file)}
          onRemove={removePhoto}
          isDisabled={isBusy}
        />
      </FormField>
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-foreground/85">
          {t('letters.voiceLabel')}
        </legend>
        <VoiceRecorder
          value={voice}
          onChange={(recorded) => {
            setVoice(recorded);
            if (recorded) setKeepsVoice(false);
          }}
          current={keepsVoice ? (letter?.content?.voice ?? null) : null}
          onRemoveCurrent={() => setKeepsVoice(false)}
          onRecordingChange={setIsRecording}
          disabled={form.isSubmitting}
        />
      </fieldset>
    </FormDialog>
  );
}
