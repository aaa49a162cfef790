/**
 * The eight emotions of the jar, in the order of the buttons, with their emoji and colour. The
 * emoji are all from Unicode's first emoticons block, which every emoji font has.
 */
export const EMOTION_TYPES = [
  'feliz',
  'triste',
  'cansado',
  'molesto',
  'emocionado',
  'tranquilo',
  'neutral',
  'amoroso',
] as const;

export type TEmotionType = (typeof EMOTION_TYPES)[number];

export const EMOTION_STYLE = {
  feliz: { emoji: '😊', color: '#f5b301' },
  triste: { emoji: '😢', color: '#3b82f6' },
  cansado: { emoji: '😴', color: '#8b5cf6' },
  molesto: { emoji: '😠', color: '#ef4444' },
  emocionado: { emoji: '😃', color: '#f97316' },
  tranquilo: { emoji: '😌', color: '#10b981' },
  neutral: { emoji: '😐', color: '#94a3b8' },
  amoroso: { emoji: '😍', color: '#ec4899' },
} as const satisfies Record<TEmotionType, { emoji: string; color: string }>;

export const isEmotionType = (value: unknown): value is TEmotionType =>
  (EMOTION_TYPES as readonly unknown[]).includes(value);
