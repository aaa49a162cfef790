import type { TranslationKey } from '@web/lib/i18n-keys';
import {
  CalendarDays,
  CalendarHeart,
  Gamepad2,
  HeartHandshake,
  Images,
  ListChecks,
  type LucideIcon,
  Mail,
  MessageCircleHeart,
  PawPrint,
  Smile,
  Sparkles,
  UsersRound,
  WandSparkles,
} from 'lucide-react';

export interface NavLink {
  to: string;
  labelKey: TranslationKey;
  icon: LucideIcon;
}

export interface NavGroup {
  id: 'us' | 'fun' | 'emotions';
  /** nav.us, nav.fun, nav.emotions: the spec's Nosotros, Diversión, Emociones in Spanish. */
  labelKey: TranslationKey;
  hintKey: TranslationKey;
  icon: LucideIcon;
  links: NavLink[];
}

/** The bottom bar's sheets and their links, in the order they are shown. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'us',
    labelKey: 'nav.us',
    hintKey: 'dashboard.groupHint.us',
    icon: UsersRound,
    links: [
      { to: '/calendar', labelKey: 'nav.calendar', icon: CalendarHeart },
      { to: '/memories', labelKey: 'nav.memories', icon: Images },
      { to: '/bucket-list', labelKey: 'nav.bucketList', icon: ListChecks },
      { to: '/daily-question', labelKey: 'nav.dailyQuestion', icon: MessageCircleHeart },
      { to: '/letters', labelKey: 'nav.letters', icon: Mail },
    ],
  },
  {
    id: 'fun',
    labelKey: 'nav.fun',
    hintKey: 'dashboard.groupHint.fun',
    icon: WandSparkles,
    links: [
      { to: '/games', labelKey: 'nav.games', icon: Gamepad2 },
      { to: '/date-plans', labelKey: 'nav.datePlans', icon: Sparkles },
      { to: '/pet', labelKey: 'nav.pet', icon: PawPrint },
    ],
  },
  {
    id: 'emotions',
    labelKey: 'nav.emotions',
    hintKey: 'dashboard.groupHint.emotions',
    icon: Smile,
    links: [
      { to: '/emotion-jar', labelKey: 'nav.emotionJar', icon: HeartHandshake },
      { to: '/emotion-calendar', labelKey: 'nav.emotionCalendar', icon: CalendarDays },
    ],
  },
];
