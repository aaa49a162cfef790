import type { TEventType } from '@shared/schemas/events';
import { Heart, type LucideIcon, Sparkles, Star } from 'lucide-react';

/** How each type looks everywhere (dots, badges): a colour that reads in light and dark. */
export const EVENT_TYPE_STYLE: Record<
  TEventType,
  { dot: string; badge: string; icon: LucideIcon }
> = {
  plan: {
    dot: 'bg-primary',
    badge: 'bg-primary-soft text-foreground',
    icon: Star,
  },
  intimacy: {
    dot: 'bg-[oklch(0.58_0.2_330)] dark:bg-[oklch(0.72_0.17_330)]',
    badge: 'bg-[oklch(0.93_0.05_330)] text-foreground dark:bg-[oklch(0.34_0.08_330)]',
    icon: Heart,
  },
  other: {
    dot: 'bg-[oklch(0.68_0.15_60)] dark:bg-[oklch(0.78_0.13_70)]',
    badge: 'bg-[oklch(0.94_0.05_70)] text-foreground dark:bg-[oklch(0.35_0.06_60)]',
    icon: Sparkles,
  },
};
