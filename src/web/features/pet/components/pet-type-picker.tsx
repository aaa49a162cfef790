import { PET_DEFAULT_COLORS, PET_TYPES, type TPetType } from '@shared/domain/pet';
import { cn } from '@web/lib/cn';
import { useTranslation } from 'react-i18next';
import { PetIllustration } from './pet-illustration';

interface PetTypePickerProps {
  value: TPetType | null;
  onChange: (type: TPetType) => void;
  error?: string | null;
  /** The colour chosen so far, or null for each type's own. */
  color: string | null;
}

/** The five types as a radio group of little portraits. */
export function PetTypePicker({ value, onChange, error, color }: PetTypePickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'pet-type-message' : undefined}
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
              onChange={() => onChange(type)}
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
      {error && (
        <p id="pet-type-message" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
