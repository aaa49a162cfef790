import type { TDatePlanCategory } from '@shared/domain/date-plans-catalogue';
import {
  Heart,
  Landmark,
  type LucideIcon,
  Mountain,
  Palette,
  Sofa,
  Trees,
  UtensilsCrossed,
} from 'lucide-react';

const ICONS: Record<TDatePlanCategory, LucideIcon> = {
  romantic: Heart,
  adventure: Mountain,
  relaxing: Sofa,
  creative: Palette,
  food: UtensilsCrossed,
  outdoors: Trees,
  cultural: Landmark,
};

export function CategoryIcon({
  category,
  className,
}: {
  category: TDatePlanCategory;
  className?: string;
}) {
  const Icon = ICONS[category];
  return <Icon aria-hidden="true" className={className} />;
}
