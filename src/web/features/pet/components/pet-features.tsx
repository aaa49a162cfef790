import type { TPetMood, TPetType } from '@shared/domain/pet';
import type { ReactNode } from 'react';
import { GOLD, INK, INNER_EAR, shade } from '../pet-colors';

/** The parts that make each type itself, drawn in layers around the shared body and face. */
interface TypeParts {
  /** Behind the body (wings, mane). */
  back?: ReactNode;
  /** Behind the head. */
  ears?: ReactNode;
  /** Over the head, under the face (muzzle). */
  muzzle?: ReactNode;
  /** Over everything (nose, whiskers, horn). */
  front?: ReactNode;
}

/** Draws `children` on the left and, mirrored, on the right. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <>
      <g>{children}</g>
      <g transform="translate(200 0) scale(-1 1)">{children}</g>
    </>
  );
}

const smallNose = (color: string) => <path d="M95 99 L105 99 L100 105 Z" fill={color} />;

export function typeParts(type: TPetType, color: string, mood: TPetMood): TypeParts {
  const dark = shade(color, -0.28);
  const light = shade(color, 0.55);
  switch (type) {
    case 'dog':
      return {
        ears: (
          <Pair>
            <path d="M62 58 C40 58 30 100 44 118 C56 128 68 104 70 74 Z" fill={dark} />
          </Pair>
        ),
        muzzle: <ellipse cx={100} cy={106} rx={20} ry={14} fill={light} />,
        front: <ellipse cx={100} cy={99} rx={7} ry={5} fill={INK} />,
      };
    case 'cat':
      return {
        ears: (
          <Pair>
            <path d="M58 74 L62 30 L94 52 Z" fill={color} />
            <path d="M64 64 L66 40 L86 54 Z" fill={INNER_EAR} />
          </Pair>
        ),
        front: (
          <>
            {smallNose(INNER_EAR)}
            <Pair>
              <g stroke={shade(color, -0.45)} strokeWidth={2} strokeLinecap="round">
                <path d="M64 100 L44 96" />
                <path d="M64 106 L44 108" />
              </g>
            </Pair>
          </>
        ),
      };
    case 'bunny':
      return {
        ears: (
          <Pair>
            <ellipse cx={80} cy={34} rx={13} ry={36} fill={color} transform="rotate(-10 80 34)" />
            <ellipse
              cx={80}
              cy={36}
              rx={6}
              ry={26}
              fill={INNER_EAR}
              transform="rotate(-10 80 36)"
            />
          </Pair>
        ),
        front: (
          <>
            {smallNose(INNER_EAR)}
            {/* A wide-open laugh leaves no room for the buck teeth. */}
            {mood !== 'very_happy' && (
              <rect
                x={96}
                y={111}
                width={8}
                height={7}
                rx={2}
                fill="#fff"
                stroke={INK}
                strokeWidth={1}
              />
            )}
          </>
        ),
      };
    case 'dragon':
      return {
        back: (
          <Pair>
            <path d="M56 126 Q14 92 20 146 Q34 134 40 152 Q46 140 56 148 Z" fill={dark} />
          </Pair>
        ),
        ears: (
          <>
            <Pair>
              <path d="M70 52 Q58 26 68 12 Q74 32 88 44 Z" fill="#FFE8B0" />
            </Pair>
            <path d="M90 44 L100 26 L110 44 Z" fill={dark} />
          </>
        ),
        front: (
          <g fill={shade(color, -0.5)}>
            <circle cx={95} cy={101} r={2.2} />
            <circle cx={105} cy={101} r={2.2} />
          </g>
        ),
      };
    case 'unicorn':
      return {
        back: (
          <g>
            {['#FFB3C7', '#C9B6FF', '#A8E0FF', '#FFE3A3'].map((mane, index) => (
              <circle key={mane} cx={56 - index * 2} cy={62 + index * 18} r={15} fill={mane} />
            ))}
          </g>
        ),
        ears: (
          <Pair>
            <path d="M64 66 Q62 38 82 48 Z" fill={color} />
            <path d="M68 60 Q68 46 78 50 Z" fill={INNER_EAR} />
          </Pair>
        ),
        front: (
          <g>
            <path d="M91 44 L100 4 L109 44 Z" fill={GOLD} />
            <g stroke={shade(GOLD, -0.3)} strokeWidth={1.6}>
              <path d="M93 36 L107 32" />
              <path d="M95 26 L105 22" />
              <path d="M97 16 L103 13" />
            </g>
            {smallNose(shade(color, -0.2))}
          </g>
        ),
      };
  }
}
