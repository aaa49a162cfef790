import { UploadProgress } from '@web/components/upload-progress';
import type { Upload } from '@web/lib/upload/use-upload';
import { useEffect, useRef } from 'react';

/**
 * The photo's upload progress, brought into view when it starts: on a phone the form scrolls,
 * and the bar would otherwise sit below the fold while the person looks at the save button.
 */
export function MemoryUploadProgress({ upload }: { upload: Upload }) {
  const ref = useRef<HTMLDivElement>(null);
  const isUploading = upload.progress !== null;
  useEffect(() => {
    if (isUploading) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [isUploading]);
  return (
    <div ref={ref} className="empty:hidden">
      <UploadProgress upload={upload} />
    </div>
  );
}
