import { localIsoDate } from '@shared/domain/days-together';
import { type TCouple, ZCreateCoupleSchema } from '@shared/schemas/couple';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCouple } from '../api/create-couple';

/**
 * Creating the couple's code: the day the story began, then a code to share. `onCreated` lets
 * the screen showing the form switch to the waiting card at once.
 */
export function CreateCodeForm({ onCreated }: { onCreated?: (couple: TCouple) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const createCouple = useCreateCouple({
    onCreated: ({ couple, existing }) => {
      onCreated?.(couple);
      const key = existing ? 'couple.existingCode' : 'couple.codeCreated';
      toast.success(t(key, { code: couple.coupleCode }));
    },
    onError: (error) => toast.error(errorMessage(error, t, 'couple.createError')),
  });
  const [startDate, setStartDate] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);
  const today = localIsoDate();

  const reject = (messageKey: string) => {
    setIsInvalid(true);
    toast.error(t(messageKey));
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateCoupleSchema.safeParse({ relationshipStartDate: startDate });
    if (!parsed.success) return reject(parsed.error.issues[0]?.message ?? 'couple.selectDate');
    if (parsed.data.relationshipStartDate > today) return reject('couple.dateInFuture');
    setIsInvalid(false);
    createCouple.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{t('couple.startDate')}</Label>
        <Input
          ref={inputRef}
          id={id}
          name="relationshipStartDate"
          type="date"
          max={today}
          value={startDate}
          onChange={(event) => {
            setStartDate(event.target.value);
            setIsInvalid(false);
          }}
          aria-invalid={isInvalid || undefined}
        />
      </div>
      <Button type="submit" size="lg" isLoading={createCouple.isPending} className="w-full">
        {t('couple.createButton')}
      </Button>
    </form>
  );
}
