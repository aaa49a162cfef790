import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../shared/constants';
import { normalizeCoupleCodeInput, ZJoinCoupleSchema } from '../../../../shared/schemas/couple';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useJoinCouple } from '../../couples/api/join-couple';

interface JoinCodeFormProps {
  onJoined: () => void;
  variant?: 'primary' | 'secondary';
}

/** Joining the partner's couple with the code they shared. */
export function JoinCodeForm({ onJoined, variant = 'primary' }: JoinCodeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const joinCouple = useJoinCouple();
  const [code, setCode] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZJoinCoupleSchema.safeParse({ code });
    if (!parsed.success) {
      setIsInvalid(true);
      toast.error(t(parsed.error.issues[0]?.message ?? 'couple.enterCode'));
      inputRef.current?.focus();
      return;
    }
    setIsInvalid(false);
    joinCouple.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('couple.connected'));
        onJoined();
      },
      onError: (error) => {
        setIsInvalid(true);
        toast.error(errorMessage(error, t, 'couple.joinError'));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{t('couple.codeLabel')}</Label>
        <Input
          ref={inputRef}
          id={id}
          name="code"
          variant="code"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={LIMITS.coupleCodeLength}
          placeholder={t('couple.codePlaceholder')}
          value={code}
          onChange={(event) => {
            setCode(normalizeCoupleCodeInput(event.target.value));
            setIsInvalid(false);
          }}
          aria-invalid={isInvalid || undefined}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        variant={variant}
        isLoading={joinCouple.isPending}
        className="w-full"
      >
        {t('couple.joinButton')}
      </Button>
    </form>
  );
}
