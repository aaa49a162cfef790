import { IMAGE_FILE_ACCEPT } from '@shared/image-rules';
import { Button } from '@web/components/ui/button';
import { usePreviewUrl } from '@web/lib/upload/use-preview-url';
import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface LetterPhotoPickerProps {
  /** The field's id, on the file input (its label opens the chooser). */
  id: string;
  ref: (element: HTMLElement | null) => void;
  file: File | null;
  /** The letter's photo when editing and nothing new is chosen. */
  currentUrl: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
  isDisabled: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** One photo slipped into the envelope: a small polaroid to take out again, or a button. */
export function LetterPhotoPicker({
  id,
  ref,
  file,
  currentUrl,
  onChoose,
  onRemove,
  isDisabled,
  ...aria
}: LetterPhotoPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const shown = usePreviewUrl(file) ?? currentUrl;
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0];
    event.target.value = '';
    if (next) onChoose(next);
  };
  return (
    <div className="flex items-center gap-3">
      {shown && (
        <span className="relative shrink-0">
          <img
            src={shown}
            alt={t('letters.photoPreview')}
            className="size-20 rotate-[-3deg] rounded-sm border-4 border-b-[0.9rem] border-white object-cover shadow-soft"
          />
          <Button
            variant="outline"
            size="icon"
            onClick={onRemove}
            disabled={isDisabled}
            aria-label={t('letters.photoRemove')}
            title={t('letters.photoRemove')}
            className="absolute -top-2 -right-2 size-8 bg-background"
          >
            <X aria-hidden="true" />
          </Button>
        </span>
      )}
      <Button
        ref={ref}
        variant="outline"
        onClick={() => input.current?.click()}
        disabled={isDisabled}
        {...aria}
      >
        <ImagePlus aria-hidden="true" />
        {shown ? t('letters.photoChange') : t('letters.photoChoose')}
      </Button>
      <input
        id={id}
        ref={input}
        type="file"
        accept={IMAGE_FILE_ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={chosen}
      />
    </div>
  );
}
