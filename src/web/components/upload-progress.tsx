import type { Upload } from '@web/lib/upload/use-upload';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

/**
 * The visible progress of a useUpload, with its cancel button; renders nothing when idle.
 *   <UploadProgress upload={upload} />
 */
export function UploadProgress({ upload }: { upload: Pick<Upload, 'progress' | 'cancel'> }) {
  const { t } = useTranslation();
  if (upload.progress === null) return null;
  const percent = Math.round(upload.progress * 100);
  return (
    <div className="flex w-full items-center gap-3">
      <div
        role="progressbar"
        aria-label={t('common.uploading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-[oklch(0.66_0.19_25)] transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 text-right text-xs font-semibold text-muted-foreground tabular-nums">
        {percent}%
      </span>
      <Button
        variant="ghost"
        size="sm"
        onClick={upload.cancel}
        className="-mr-2 h-8 px-3 text-muted-foreground"
      >
        <X aria-hidden="true" />
        {t('common.cancelUpload')}
      </Button>
    </div>
  );
}
