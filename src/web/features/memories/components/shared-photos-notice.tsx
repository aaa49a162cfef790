import { cn } from '@web/lib/cn';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SHARED_PHOTOS, type SharedPhotos } from '../shared-photos';

interface SharedPhotoChoiceProps {
  /** The photos shared into the app, more than one: a memory takes one of them. */
  files: File[];
  /** Which one is attached now, or null after the person chose another file themselves. */
  chosenIndex: number | null;
  onChoose: (index: number) => void;
  isDisabled: boolean;
}

/** Local preview addresses for the shared files, released when the form closes. */
function usePreviewUrls(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/**
 * Several photos were shared and a memory holds one (one photo per memory): says so and lets
 * the person pick which, the first one attached until then.
 */
function SharedPhotoChoice({ files, chosenIndex, onChoose, isDisabled }: SharedPhotoChoiceProps) {
  const { t } = useTranslation();
  const urls = usePreviewUrls(files);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm text-muted-foreground">
        {t('memories.sharedChoose', { total: files.length })}
      </legend>
      <div className="flex gap-2 overflow-x-auto pb-1">
        {files.map((_, index) => {
          const isChosen = index === chosenIndex;
          return (
            <button
              // The files never change while the form is open: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, see above.
              key={index}
              type="button"
              aria-pressed={isChosen}
              aria-label={t('memories.sharedPhotoLabel', { number: index + 1 })}
              disabled={isDisabled}
              onClick={() => onChoose(index)}
              className={cn(
                'relative size-16 shrink-0 overflow-hidden rounded-xl border-2 bg-muted outline-none transition',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                isChosen ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
              )}
            >
              {urls[index] && <img src={urls[index]} alt="" className="size-full object-cover" />}
              {isChosen && (
                <span className="absolute right-1 bottom-1 rounded-full bg-primary p-0.5 text-primary-foreground">
                  <Check className="size-3" aria-hidden="true" />
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

interface SharedPhotosNoticeProps extends Omit<SharedPhotoChoiceProps, 'files'> {
  shared: SharedPhotos;
}

/**
 * What "Nuevo recuerdo" says when opened from a share: that the photos did not arrive, which of
 * several to keep, and how many shared files were left out (not images, or too many).
 */
export function SharedPhotosNotice({ shared, ...choice }: SharedPhotosNoticeProps) {
  const { t } = useTranslation();
  const { files, leftOut } = shared;
  return (
    <>
      {files.length === 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('memories.sharedMissing')}
        </p>
      )}
      {files.length > 1 && <SharedPhotoChoice files={files} {...choice} />}
      {leftOut > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('memories.sharedLeftOut', { count: leftOut, max: MAX_SHARED_PHOTOS })}
        </p>
      )}
    </>
  );
}
