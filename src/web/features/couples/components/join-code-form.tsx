import { normalizeCoupleCodeInput, type TCouple, ZJoinCoupleSchema } from '@shared/schemas/couple';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJoinCouple } from '../api/join-couple';

interface JoinCodeFormProps {
  /** Called from the mutation itself: it runs even if this form has unmounted meanwhile. */
  onJoined: (couple: TCouple) => void;
  variant?: 'primary' | 'secondary';
}

/** The spec's texts: a server failure is 'Error al buscar código', others 'Error al unirse'. */
const fallbackKeyFor = (error: Error) =>
  error instanceof ApiError && error.status >= 500 ? 'couple.lookupError' : 'couple.joinError';

/** Joining the partner's couple with the code they shared. */
export function JoinCodeForm({ onJoined, variant = 'primary' }: JoinCodeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);

  // The field is what needs fixing: marked, and focused for keyboard and screen-reader users.
  const reject = (message: string) => {
    setIsInvalid(true);
    toast.error(message);
    inputRef.current?.focus();
  };

  const joinCouple = useJoinCouple({
    onJoined,
    onError: (error) => reject(errorMessage(error, t, fallbackKeyFor(error))),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZJoinCoupleSchema.safeParse({ code });
    if (!parsed.success) return reject(t(parsed.error.issues[0]?.message ?? 'couple.enterCode'));
    setIsInvalid(false);
    joinCouple.mutate(parsed.data);
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
          // No maxLength: the browser would cut a pasted 'ABCD-EFGH' before the separator is
          // dropped; normalizeCoupleCodeInput keeps the value to 8 code characters instead.
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
