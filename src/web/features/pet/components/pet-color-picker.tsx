import { cn } from '@web/lib/cn';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PET_COLORS } from '../pet-colors';

interface PetColorPickerProps {
  id: string;
  ref: (element: HTMLElement | null) => void;
  value: string | null;
  onValueChange: (color: string | null) => void;
  /** The chosen type's own colour, shown on the "default" swatch. */
  typeColor: string;
}

/** A radio group of swatches; the first keeps the type's own colour. */
export function PetColorPicker({ id, ref, value, onValueChange, typeColor }: PetColorPickerProps) {
  const { t } = useTranslation();
  const swatches: Array<{ color: string | null; label: string; fill: string }> = [
    { color: null, label: t('pet.setup.useTypeColor'), fill: typeColor },
    ...PET_COLORS.map(({ hex, name }) => ({
      color: hex,
      label: t(`pet.setup.colors.${name}`),
      fill: hex,
    })),
  ];
  return (
    <fieldset
      id={id}
      ref={ref}
      tabIndex={-1}
      className="flex flex-col gap-2 outline-none"
      aria-describedby={`${id}-hint`}
    >
      <legend className="mb-2 text-sm font-semibold">{t('pet.setup.color')}</legend>
      <div className="flex flex-wrap gap-2.5">
        {swatches.map((swatch) => {
          const isChosen = value === swatch.color;
          return (
            <label
              key={swatch.color ?? 'type'}
              title={swatch.label}
              className={cn(
                'relative grid size-10 cursor-pointer place-items-center rounded-full border-2 border-card shadow-sm ring-2 ring-transparent transition has-[:focus-visible]:ring-ring/60',
                isChosen && 'ring-primary',
                swatch.color === null && 'border-dashed border-foreground/40',
              )}
              style={{ backgroundColor: swatch.fill }}
            >
              <input
                type="radio"
                name="petColor"
                checked={isChosen}
                onChange={() => onValueChange(swatch.color)}
                aria-label={swatch.label}
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
              />
              {isChosen && <Check className="size-5 text-white drop-shadow" aria-hidden="true" />}
            </label>
          );
        })}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('pet.setup.colorHint')}
      </p>
    </fieldset>
  );
}
