import { BeatingHeart } from '@web/components/beating-heart';
import { cn } from '@web/lib/cn';
import { Heart } from 'lucide-react';
import type { CSSProperties } from 'react';

export type TConnectionStep = 'preparing' | 'uniting' | 'connected';

const SPARKLES = Array.from({ length: 10 }, (_, index) => {
  const angle = (index / 10) * 2 * Math.PI - Math.PI / 2;
  const distance = index % 2 === 0 ? 118 : 92;
  return { x: Math.round(Math.cos(angle) * distance), y: Math.round(Math.sin(angle) * distance) };
});

// React's CSSProperties has no custom properties; the keyframes read these two.
const sparkleVars = (x: number, y: number) =>
  ({ '--sparkle-x': `${x}px`, '--sparkle-y': `${y}px` }) as CSSProperties;

/** Two hearts drift together, meet, and become one with a little burst. Decorative only. */
export function ConnectionHearts({ step }: { step: TConnectionStep }) {
  const offset = step === 'preparing' ? 78 : 24;
  const isConnected = step === 'connected';
  const half = (side: -1 | 1, gradient: string, delay: string) => (
    <div
      className="absolute transition-[translate,rotate,opacity,scale] duration-[1200ms] ease-[cubic-bezier(0.34,1.3,0.64,1)]"
      style={{
        translate: `${side * offset}px 0`,
        rotate: `${step === 'preparing' ? 0 : side * 12}deg`,
        opacity: isConnected ? 0 : 1,
        scale: isConnected ? '0.6' : '1',
      }}
    >
      <div className="animate-bob" style={{ animationDelay: delay }}>
        <Heart className={cn('size-20 drop-shadow-xl', gradient)} strokeWidth={1.5} />
      </div>
    </div>
  );

  return (
    <div aria-hidden="true" className="relative grid h-56 w-72 place-items-center">
      <div className="absolute size-40 rounded-full bg-primary/20 blur-3xl" />
      {half(-1, 'fill-[oklch(0.72_0.17_10)] text-[oklch(0.62_0.2_12)]', '0s')}
      {half(1, 'fill-[oklch(0.82_0.11_45)] text-[oklch(0.72_0.14_40)]', '0.4s')}
      {isConnected && (
        <>
          <span className="absolute size-32 animate-ripple rounded-full border-2 border-primary/50" />
          <span className="absolute size-32 animate-ripple rounded-full border-2 border-primary/40 [animation-delay:0.6s]" />
          {SPARKLES.map(({ x, y }, index) => (
            <span
              key={`${x}:${y}`}
              className="absolute animate-sparkle"
              style={{ ...sparkleVars(x, y), animationDelay: `${index * 35}ms` }}
            >
              <Heart
                className={cn(
                  'fill-current',
                  index % 2 === 0 ? 'size-4 text-primary' : 'size-3 text-[oklch(0.78_0.12_45)]',
                )}
              />
            </span>
          ))}
          <div className="relative animate-pop-heart">
            <div className="grid size-32 place-items-center rounded-full bg-gradient-to-br from-[oklch(0.8_0.12_25)] to-primary shadow-glow">
              <BeatingHeart className="size-16 fill-white text-white" />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
