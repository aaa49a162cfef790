import type { TPetMood } from '@shared/domain/pet';
import { BLUSH, INK } from '../pet-colors';

const EYE_Y = 88;
const EYES = [82, 118];

function OpenEyes({ size }: { size: number }) {
  return (
    <>
      {EYES.map((x) => (
        <g key={x}>
          <circle cx={x} cy={EYE_Y} r={size} fill={INK} />
          <circle cx={x + 2} cy={EYE_Y - 2.5} r={size / 3} fill="#fff" />
        </g>
      ))}
    </>
  );
}

/** Inner ends raised: the worried brows of a sad face. */
function SadBrows() {
  return (
    <g stroke={INK} strokeWidth={3} strokeLinecap="round">
      <path d="M72 78 L89 73" />
      <path d="M128 78 L111 73" />
    </g>
  );
}

/** The face drawn on the head (centred at 100, 88): eyes, mouth and cheeks follow the mood. */
export function PetFace({ mood }: { mood: TPetMood }) {
  const isSad = mood === 'sad' || mood === 'very_sad';
  return (
    <g>
      <ellipse cx={70} cy={104} rx={9} ry={5.5} fill={BLUSH} opacity={isSad ? 0.25 : 0.6} />
      <ellipse cx={130} cy={104} rx={9} ry={5.5} fill={BLUSH} opacity={isSad ? 0.25 : 0.6} />
      {mood === 'very_happy' ? (
        <g stroke={INK} strokeWidth={4} strokeLinecap="round" fill="none">
          <path d="M74 91 Q82 80 90 91" />
          <path d="M110 91 Q118 80 126 91" />
        </g>
      ) : (
        <OpenEyes size={mood === 'very_sad' ? 5 : 6.5} />
      )}
      {isSad && <SadBrows />}
      {mood === 'very_happy' && (
        <g>
          <path d="M86 104 Q100 126 114 104 Z" fill={INK} />
          <path d="M93 113 Q100 121 107 113 Q100 109 93 113 Z" fill={BLUSH} />
        </g>
      )}
      {mood === 'happy' && (
        <path
          d="M88 106 Q100 117 112 106"
          stroke={INK}
          strokeWidth={3.5}
          fill="none"
          strokeLinecap="round"
        />
      )}
      {mood === 'neutral' && (
        <path d="M92 110 L108 110" stroke={INK} strokeWidth={3.5} strokeLinecap="round" />
      )}
      {isSad && (
        <path
          d={mood === 'sad' ? 'M90 113 Q100 106 110 113' : 'M88 115 Q100 103 112 115'}
          stroke={INK}
          strokeWidth={3.5}
          fill="none"
          strokeLinecap="round"
        />
      )}
      {mood === 'very_sad' && (
        <path
          d="M80 96 Q76 104 80 107 Q84 104 80 96 Z"
          fill="#7CC4F5"
          className="animate-pulse motion-reduce:animate-none"
        />
      )}
    </g>
  );
}
