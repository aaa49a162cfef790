import { Button } from '@web/components/ui/button';
import { UploadProgress } from '@web/components/upload-progress';
import { notifyError } from '@web/lib/feedback/notify';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PHOTOS_PER_UPLOAD, useUploadPlanPhotos } from '../api/upload-plan-photos';

/** Chooses several photos at once and uploads them with a progress bar that can be cancelled. */
export function AddPhotosButton({ planNumber }: { planNumber: number }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadPlanPhotos(planNumber);
  const [isPreparing, setIsPreparing] = useState(false);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same files chosen again must fire change again.
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > MAX_PHOTOS_PER_UPLOAD) {
      return notifyError({
        key: 'datePlans.tooManyPhotosAtOnce',
        params: { max: MAX_PHOTOS_PER_UPLOAD },
      });
    }
    void uploadGoodOnes(files);
  };

  // A refused photo is named and the others still go: one bad file must not cost the batch.
  const uploadGoodOnes = async (files: File[]) => {
    setIsPreparing(true);
    const { ready, refused } = await upload.prepare(files).finally(() => setIsPreparing(false));
    for (const { file, problem } of refused) {
      notifyError(
        { key: 'datePlans.photoRefused', params: { name: file.name, reason: t(problem) } },
        { id: `photo-refused-${file.name}` },
      );
    }
    if (ready.length > 0) await upload.start(ready);
  };

  return (
    <div className="flex flex-col gap-2">
      <input ref={input} type="file" accept="image/*" multiple hidden onChange={onChosen} />
      {upload.isUploading ? (
        <UploadProgress upload={upload} />
      ) : (
        <Button
          variant="outline"
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
          isLoading={isPreparing}
        >
          <ImagePlus aria-hidden="true" />
          {t('datePlans.addPhotos')}
        </Button>
      )}
      <p id={hintId} className="text-center text-xs text-muted-foreground">
        {t('datePlans.photosHint', { max: MAX_PHOTOS_PER_UPLOAD })}
      </p>
    </div>
  );
}
