import { type TMemory, ZCreateMemorySchema } from '@shared/schemas/memories';
import { FormDialog, type ItemFormDialogProps } from '@web/components/form-dialog';
import { TitledTextFields } from '@web/components/titled-text-fields';
import { DateField } from '@web/components/ui/date-field';
import { FormField } from '@web/components/ui/form-field';
import { type RecordedVoice, voiceAttachment } from '@web/components/voice/voice-format';
import { VoiceRecorder } from '@web/components/voice/voice-recorder';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { usePhotoChoice } from '@web/lib/upload/use-photo-choice';
import type { Upload } from '@web/lib/upload/use-upload';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateMemory } from '../api/create-memory';
import { useUpdateMemory } from '../api/update-memory';
import type { SharedPhotos } from '../shared-photos';
import { MemoryImagePicker } from './memory-image-picker';
import { MemoryUploadProgress } from './memory-upload-progress';
import { SharedPhotosNotice } from './shared-photos-notice';

type MemoryFormValues = {
  title: string;
  description: string;
  memoryDate: string;
  /** A newly chosen photo; checked on choice, sent with the fields. */
  image: File | null;
};

interface MemoryFormDialogProps extends ItemFormDialogProps<TMemory> {
  /** Photos shared into the app (share sheet): a new memory opens with them. */
  shared?: SharedPhotos | undefined;
}

/** Create or edit a memory: title, description, optional date, photo and voice note. */
export function MemoryFormDialog({ item, onClose, shared }: MemoryFormDialogProps) {
  return item ? (
    <EditMemoryForm memory={item} onClose={onClose} />
  ) : (
    <NewMemoryForm onClose={onClose} shared={shared} />
  );
}

// Two wrappers because the upload hook differs: an edit sends to the memory's own address.
function NewMemoryForm({
  onClose,
  shared,
}: {
  onClose: () => void;
  shared: SharedPhotos | undefined;
}) {
  const upload = useCreateMemory();
  return <MemoryForm onClose={onClose} upload={upload} shared={shared} />;
}

function EditMemoryForm({ memory, onClose }: { memory: TMemory; onClose: () => void }) {
  const upload = useUpdateMemory(memory.id);
  return <MemoryForm memory={memory} onClose={onClose} upload={upload} />;
}

interface MemoryFormProps {
  /** The memory being edited; omitted to create one. */
  memory?: TMemory;
  onClose: () => void;
  /** useCreateMemory() or useUpdateMemory(id): sends the form with its progress. */
  upload: Upload;
  shared?: SharedPhotos | undefined;
}

function MemoryForm({ memory, onClose, upload, shared }: MemoryFormProps) {
  const { t } = useTranslation();
  const [keepsCurrentImage, setKeepsCurrentImage] = useState(memory?.imageUrl != null);
  // A chosen photo is scaled down if too heavy; one that cannot be sent stops the form.
  const photo = usePhotoChoice(upload.prepare, (file, problem) => {
    form.setValue('image', file);
    if (problem) form.showProblem({ field: 'image', message: problem });
  });
  const isPreparing = photo.isPreparing;
  // A voice note recorded here; the stored one is kept unless removed or recorded over.
  const [voice, setVoice] = useState<RecordedVoice | null>(null);
  const [keepsCurrentVoice, setKeepsCurrentVoice] = useState(memory?.voice != null);
  const [isRecording, setIsRecording] = useState(false);
  const initialValues: MemoryFormValues = {
    title: memory?.title ?? '',
    description: memory?.description ?? '',
    memoryDate: memory?.memoryDate ?? '',
    image: null,
  };
  const form = useZodForm({
    schema: ZCreateMemorySchema,
    initialValues,
    refine: () => (photo.refused ? { field: 'image', message: photo.refused } : null),
    onSubmit: async (data) => {
      const fields: Record<string, string> = {
        title: data.title,
        description: data.description ?? '',
        memoryDate: data.memoryDate ?? '',
      };
      const image = form.values.image;
      if (memory && !image && !keepsCurrentImage && memory.imageUrl) fields.removeImage = 'true';
      if (memory?.voice && !voice && !keepsCurrentVoice) fields.removeVoice = 'true';
      const attachments = voice ? [voiceAttachment(voice)] : [];
      const saved = await upload.start(image ? [image] : [], fields, attachments);
      if (saved) onClose();
    },
  });
  const image = form.control('image');
  // Which shared photo is attached; null once the person chose a file of their own.
  const [sharedIndex, setSharedIndex] = useState<number | null>(null);

  // A big phone photo is scaled down here, so it arrives under the limit.
  const choose = (file: File) => photo.choose(file);
  const chooseShared = (index: number) => {
    const file = shared?.files[index];
    if (!file) return;
    setSharedIndex(index);
    void choose(file);
  };
  // Opened from a share: the first shared photo is attached at once, checked like a chosen one.
  const hasAttachedShare = useRef(false);
  useEffect(() => {
    if (hasAttachedShare.current || !shared?.files.length) return;
    hasAttachedShare.current = true;
    chooseShared(0);
  });
  const remove = () => {
    setSharedIndex(null);
    form.setValue('image', null);
    photo.clear();
    setKeepsCurrentImage(false);
  };

  const isEditing = memory !== undefined;
  const optional = (label: string) => `${label} (${t('memories.optional')})`;
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={isEditing ? t('memories.editTitle') : t('memories.createTitle')}
      description={isEditing ? t('memories.editDescription') : t('memories.createDescription')}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting || isPreparing}
      isSubmitHeld={isRecording}
      isDirty={form.isDirty || voice !== null || keepsCurrentVoice !== (memory?.voice != null)}
      submitLabel={t('memories.save')}
    >
      {/* First, when the form opens from a share: what came, and what to choose, at once. */}
      {shared && (
        <SharedPhotosNotice
          shared={shared}
          chosenIndex={sharedIndex}
          onChoose={chooseShared}
          isDisabled={form.isSubmitting || isPreparing}
        />
      )}
      <TitledTextFields
        form={form}
        ns="memories"
        descriptionLabel={optional(t('memories.descriptionLabel'))}
      />
      <FormField label={optional(t('memories.dateLabel'))} {...form.frame('memoryDate')}>
        <DateField {...form.field('memoryDate')} />
      </FormField>
      <FormField
        label={optional(t('memories.imageLabel'))}
        hint={t('memories.imageHint')}
        {...form.frame('image')}
      >
        <MemoryImagePicker
          id={image.id}
          ref={image.ref}
          aria-invalid={image['aria-invalid']}
          aria-describedby={image['aria-describedby'] ?? `${image.id}-message`}
          file={form.values.image}
          currentUrl={keepsCurrentImage ? (memory?.thumbnailUrl ?? null) : null}
          onChoose={(file) => {
            setSharedIndex(null);
            void choose(file);
          }}
          onRemove={remove}
          isRefused={photo.refused !== null}
          isDisabled={form.isSubmitting || isPreparing}
        />
      </FormField>
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-foreground/85">
          {optional(t('voice.voiceNote'))}
        </legend>
        <VoiceRecorder
          value={voice}
          onChange={(recorded) => {
            setVoice(recorded);
            if (recorded) setKeepsCurrentVoice(false);
          }}
          current={keepsCurrentVoice ? (memory?.voice ?? null) : null}
          onRemoveCurrent={() => setKeepsCurrentVoice(false)}
          onRecordingChange={setIsRecording}
          disabled={form.isSubmitting}
        />
      </fieldset>
      {(form.values.image || voice) && <MemoryUploadProgress upload={upload} />}
    </FormDialog>
  );
}
