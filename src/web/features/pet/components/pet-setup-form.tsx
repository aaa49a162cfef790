import { LIMITS } from '@shared/constants';
import { PET_DEFAULT_COLORS, type TPetType } from '@shared/domain/pet';
import { ZCreatePetSchema } from '@shared/schemas/pet';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreatePet } from '../api/create-pet';
import { PetColorPicker } from './pet-color-picker';
import { PetIllustration } from './pet-illustration';
import { PetTypePicker } from './pet-type-picker';

type FieldError = { field: 'petType' | 'petName'; message: string } | null;

export function PetSetupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePet();
  const nameRef = useRef<HTMLInputElement>(null);
  const [petType, setPetType] = useState<TPetType | null>(null);
  const [petName, setPetName] = useState('');
  const [petColor, setPetColor] = useState<string | null>(null);
  const [error, setError] = useState<FieldError>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreatePetSchema.safeParse({ petType, petName, petColor });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'petType' || petType === null ? 'petType' : 'petName';
      const message = t(issue?.message ?? 'pet.incomplete');
      setError({ field, message });
      toast.error(message, { id: 'pet-setup-invalid' });
      if (field === 'petName') nameRef.current?.focus();
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: ({ pet }) => {
        toast.success(t('pet.setup.created', { name: pet.petName }));
        navigate('/pet', { replace: true });
      },
      onError: (failure) => {
        toast.error(errorMessage(failure, t, 'pet.setup.createFailed'));
        // The partner adopted one a moment ago: theirs is the couple's pet.
        if (failure instanceof ApiError && failure.status === 409)
          navigate('/pet', { replace: true });
      },
    });
  };

  const previewType = petType ?? 'dog';
  return (
    <Card className="p-5">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <div className="mx-auto w-36 text-foreground" aria-hidden="true">
          <PetIllustration
            type={previewType}
            color={petColor ?? PET_DEFAULT_COLORS[previewType]}
            mood="very_happy"
            className={petType ? undefined : 'opacity-40 grayscale'}
          />
        </div>
        <PetTypePicker
          value={petType}
          onChange={setPetType}
          color={petColor}
          error={error?.field === 'petType' ? error.message : null}
        />
        <FormField
          id="pet-name"
          label={t('pet.setup.name')}
          error={error?.field === 'petName' ? error.message : null}
        >
          <Input
            ref={nameRef}
            id="pet-name"
            name="petName"
            autoComplete="off"
            maxLength={LIMITS.petNameMax}
            placeholder={t('pet.setup.namePlaceholder')}
            value={petName}
            onChange={(event) => setPetName(event.target.value)}
            aria-invalid={error?.field === 'petName'}
            aria-describedby={error?.field === 'petName' ? 'pet-name-message' : undefined}
          />
        </FormField>
        <PetColorPicker
          value={petColor}
          onChange={setPetColor}
          typeColor={PET_DEFAULT_COLORS[previewType]}
        />
        <Button type="submit" size="lg" isLoading={create.isPending} className="w-full">
          {create.isPending ? t('pet.setup.creating') : t('pet.setup.create')}
        </Button>
      </form>
    </Card>
  );
}
