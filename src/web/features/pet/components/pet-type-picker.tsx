import { PET_DEFAULT_COLORS, PET_TYPES, type TPetType } from '@shared/domain/pet';
import { cn } from '@web/lib/cn';
import { useTranslation } from 'react-i18next';
import { PetIllustration } from './pet-illustration';

interface PetTypePickerProps {
  id: string;
  ref: (element: HTMLElement | null) => void;
  value: TPetType | null;
  onValueChange: (type: TPetType | null) => void;
  'aria-invalid'?: boolean;
  /** The colour chosen so far, or null for each type's own. */
  color: string | null;
}

/** The five types as a radio group of little portraits. */
export function PetTypePicker({
  id,
  ref,
  value,
  onValueChange,
  'aria-invalid': isInvalid,
  color,
}: PetTypePickerProps) {
  const { t } = useTranslation();
  return (
    // Focused (tabIndex -1) when the type is missing, so the next tab lands on the choices.
    <fieldset
      id={id}
      ref={ref}
      tabIndex={-1}
      aria-invalid={isInvalid}
      className="flex flex-col gap-2 rounded-2xl outline-none aria-invalid:ring-2 aria-invalid:ring-destructive/60 aria-invalid:ring-offset-4 aria-invalid:ring-offset-card"
    >
      <legend className="mb-2 text-sm font-semibold">{t('pet.setup.type')}</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {PET_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'relative flex cursor-pointer flex-col items-center gap-1 rounded-2xl border-2 border-border/70 bg-card/70 p-2 text-sm font-bold transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40',
              value === type && 'border-primary bg-primary-soft',
            )}
          >
            <input
              type="radio"
              name="petType"
              value={type}
              checked={value === type}
              onChange={() => onValueChange(type)}
              // Invisible but covering the card: a tap anywhere on it chooses the type.
              className="absolute inset-0 cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            <PetIllustration
              type={type}
              color={color ?? PET_DEFAULT_COLORS[type]}
              mood={value === type ? 'very_happy' : 'happy'}
              className="w-16 text-foreground"
            />
            {t(`pet.types.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
