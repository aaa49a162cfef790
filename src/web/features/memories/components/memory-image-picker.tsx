import { Button } from '@web/components/ui/button';
import { usePreviewUrl } from '@web/lib/upload/use-preview-url';
import { ImageIcon, ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMORY_IMAGE_ACCEPT } from '../api/memory-upload-rules';

interface MemoryImagePickerProps {
  /**
   * The field's id, on the file input: its label then opens the file chooser, and the choose
   * button keeps its own name ('Elegir imagen') instead of the label's.
   */
  id: string;
  ref: (element: HTMLElement | null) => void;
  /** A newly chosen file, previewed from memory. */
  file: File | null;
  /** The memory's current photo when nothing new is chosen (editing), else null. */
  currentUrl: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
  /** A photo was chosen but cannot be sent: it can be removed to save without one. */
  isRefused?: boolean;
  isDisabled: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Choose, preview, replace or remove the memory's one photo. */
export function MemoryImagePicker({
  id,
  ref,
  file,
  currentUrl,
  onChoose,
  onRemove,
  isRefused = false,
  isDisabled,
  ...aria
}: MemoryImagePickerProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(file);
  const shownUrl = previewUrl ?? currentUrl;
  // Most browsers cannot draw a HEIC: show its name instead of a broken image.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  };

  return (
    <div className="flex flex-col gap-3">
      {shownUrl && (
        <div className="relative overflow-hidden rounded-2xl border border-border/70 bg-muted">
          {failedUrl === shownUrl ? (
            <div className="flex aspect-[16/10] flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
              <ImageIcon className="size-10 text-primary" aria-hidden="true" />
              <span className="max-w-full truncate">{file?.name}</span>
            </div>
          ) : (
            <img
              src={shownUrl}
              alt={t('memories.preview')}
              onError={() => setFailedUrl(shownUrl)}
              className="aspect-[16/10] w-full object-cover"
            />
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={onRemove}
            disabled={isDisabled}
            className="absolute top-3 right-3 bg-background/90 backdrop-blur hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            {t('memories.removeImage')}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          ref={ref}
          variant="outline"
          onClick={() => inputRef.current?.click()}
          disabled={isDisabled}
          {...aria}
        >
          <ImagePlus aria-hidden="true" />
          {shownUrl ? t('memories.changeImage') : t('memories.chooseImage')}
        </Button>
        {isRefused && !shownUrl && (
          <Button variant="ghost" onClick={onRemove} disabled={isDisabled}>
            <Trash2 aria-hidden="true" />
            {t('memories.removeImage')}
          </Button>
        )}
      </div>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept={MEMORY_IMAGE_ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFileChosen}
      />
    </div>
  );
}
