import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LightboxImage {
  src: string;
  alt: string;
}

interface ImageLightboxProps {
  /** The photo to show full size; null when closed. */
  image: LightboxImage | null;
  onClose: () => void;
}

/** How far (px) a drag must travel to close, like dismissing a photo on a phone. */
const SWIPE_TO_CLOSE = 80;

/**
 * A photo full size over everything. Closes with Escape, the close button, a tap outside the
 * photo, or a swipe in any direction. Usage:
 *   const [shown, setShown] = useState<LightboxImage | null>(null);
 *   <button onClick={() => setShown({ src: memory.imageUrl, alt: memory.title })}>...</button>
 *   <ImageLightbox image={shown} onClose={() => setShown(null)} />
 */
export function ImageLightbox({ image, onClose }: ImageLightboxProps) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; y: number; isOutsidePhoto: boolean } | null>(null);
  const [drag, setDrag] = useState({ x: 0, y: 0 });

  const onPointerDown = (event: PointerEvent) => {
    // Captured below, later events all target the container: remember where it began.
    const isOutsidePhoto = event.target === event.currentTarget;
    start.current = { x: event.clientX, y: event.clientY, isOutsidePhoto };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!start.current) return;
    setDrag({ x: event.clientX - start.current.x, y: event.clientY - start.current.y });
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const { x, y, isOutsidePhoto } = start.current;
    const moved = Math.hypot(event.clientX - x, event.clientY - y);
    start.current = null;
    setDrag({ x: 0, y: 0 });
    if (moved > SWIPE_TO_CLOSE) onClose();
    // A tap (no drag) outside the photo closes too; on the photo it does nothing.
    else if (moved < 8 && isOutsidePhoto) onClose();
  };

  return (
    <DialogPrimitive.Root open={image !== null} onOpenChange={(open) => open || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            start.current = null;
            setDrag({ x: 0, y: 0 });
          }}
          className="fixed inset-0 z-50 grid touch-none place-items-center p-4 outline-none select-none data-[state=open]:animate-fade-in"
        >
          <DialogPrimitive.Title className="sr-only">{image?.alt}</DialogPrimitive.Title>
          {image && (
            <img
              src={image.src}
              alt={image.alt}
              draggable={false}
              style={{
                translate: `${drag.x}px ${drag.y}px`,
                opacity: 1 - Math.min(Math.hypot(drag.x, drag.y) / 400, 0.5),
              }}
              className="max-h-full max-w-full rounded-lg object-contain shadow-2xl"
            />
          )}
          <DialogPrimitive.Close
            aria-label={t('common.close')}
            onPointerDown={(event) => event.stopPropagation()}
            className="absolute top-[max(1rem,env(safe-area-inset-top))] right-4 grid size-11 place-items-center rounded-full bg-white/15 text-white backdrop-blur transition-colors hover:bg-white/25"
          >
            <X className="size-6" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
