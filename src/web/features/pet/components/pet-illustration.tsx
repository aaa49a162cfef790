import type { TPetMood, TPetType } from '@shared/domain/pet';
import { cn } from '@web/lib/cn';
import { shade } from '../pet-colors';
import { PetFace } from './pet-face';
import { typeParts } from './pet-features';

interface PetIllustrationProps {
  type: TPetType;
  color: string;
  mood: TPetMood;
  /** The accessible name; omitted when the picture only decorates a labelled control. */
  label?: string;
  className?: string;
}

const MOOD_MOTION: Record<TPetMood, string> = {
  very_happy: 'animate-bob',
  happy: 'animate-bob [animation-duration:3.6s]',
  neutral: '',
  sad: 'translate-y-1',
  very_sad: 'translate-y-2',
};

/** The pet, drawn in its own colour, its face and posture showing its mood. */
export function PetIllustration({ type, color, mood, label, className }: PetIllustrationProps) {
  const parts = typeParts(type, color, mood);
  const dark = shade(color, -0.28);
  const belly = shade(color, 0.6);
  return (
    <svg
      viewBox="0 0 200 200"
      className={cn('h-auto w-full', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-mood={mood}
      data-type={type}
    >
      <ellipse cx={100} cy={186} rx={54} ry={8} fill="currentColor" opacity={0.12} />
      <g className={cn('origin-bottom motion-reduce:animate-none', MOOD_MOTION[mood])}>
        {parts.back}
        <ellipse cx={100} cy={142} rx={52} ry={42} fill={color} />
        <ellipse cx={100} cy={152} rx={31} ry={25} fill={belly} />
        <ellipse cx={76} cy={180} rx={14} ry={8} fill={dark} />
        <ellipse cx={124} cy={180} rx={14} ry={8} fill={dark} />
        {parts.ears}
        <circle cx={100} cy={88} r={48} fill={color} />
        {parts.muzzle}
        <PetFace mood={mood} />
        {parts.front}
        {mood === 'very_happy' && (
          <g fill="#FFD166" className="animate-pulse motion-reduce:animate-none">
            <path d="M160 40 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 Z" />
            <path d="M34 60 l3 7 l7 3 l-7 3 l-3 7 l-3 -7 l-7 -3 l7 -3 Z" />
          </g>
        )}
      </g>
    </svg>
  );
}
