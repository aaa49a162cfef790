import { Heart } from 'lucide-react';

/**
 * A pulsing heart. The beat moves an HTML wrapper, not the SVG: Chromium runs a transform
 * animation of an HTML element on the compositor, while an animated <svg> is restyled and
 * repainted on the main thread every frame, work a slow phone pays for while a screen loads.
 */
export function BeatingHeart({ className }: { className?: string }) {
  return (
    <span className="inline-grid animate-heartbeat will-change-transform" aria-hidden="true">
      <Heart className={className} />
    </span>
  );
}
