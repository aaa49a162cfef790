import { LIMITS } from '@shared/constants';
import { PET_DEFAULT_COLORS, type TPetType } from '@shared/domain/pet';
import { ZCreatePetSchema } from '@shared/schemas/pet';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreatePet } from '../api/create-pet';
import { PetColorPicker } from './pet-color-picker';
import { PetIllustration } from './pet-illustration';
import { PetTypePicker } from './pet-type-picker';

// A type, not an interface: the form helper needs it to be assignable to a plain record.
type PetChoices = {
  petType: TPetType | null;
  petName: string;
  /** Null keeps the type's own colour. */
  petColor: string | null;
};

const NO_CHOICES: PetChoices = { petType: null, petName: '', petColor: null };

export function PetSetupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePet();
  const form = useZodForm({
    schema: ZCreatePetSchema,
    initialValues: NO_CHOICES,
    // The one message for a missing type or name is a toast; the field is marked too.
    errorDisplay: 'toast',
    onSubmit: async (input) => {
      await create.mutateAsync(input);
      navigate('/pet', { replace: true });
    },
  });
  const { petType, petColor } = form.values;
  const previewType = petType ?? 'dog';

  return (
    <Card className="p-5">
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-6">
        <div className="mx-auto w-36 text-foreground">
          <PetIllustration
            type={previewType}
            color={petColor ?? PET_DEFAULT_COLORS[previewType]}
            mood="very_happy"
            className={petType ? undefined : 'opacity-40 grayscale'}
          />
        </div>
        <PetTypePicker {...form.control('petType')} color={petColor} />
        <FormField label={t('pet.setup.name')} {...form.frame('petName')}>
          <Input
            {...form.field('petName')}
            autoComplete="off"
            maxLength={LIMITS.petNameMax}
            placeholder={t('pet.setup.namePlaceholder')}
          />
        </FormField>
        <PetColorPicker {...form.control('petColor')} typeColor={PET_DEFAULT_COLORS[previewType]} />
        <Button type="submit" size="lg" isLoading={form.isSubmitting} className="w-full">
          {form.isSubmitting ? t('pet.setup.creating') : t('pet.setup.create')}
        </Button>
      </form>
    </Card>
  );
}
