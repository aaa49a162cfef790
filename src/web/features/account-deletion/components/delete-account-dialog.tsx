import { ENDED_COUPLE_RETENTION_DAYS } from '@shared/couple-ending';
import { ConsequenceList } from '@web/components/consequence-list';
import { FormDialog } from '@web/components/form-dialog';
import { PasswordField } from '@web/components/password-field';
import { errorMessage } from '@web/lib/error-message';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const FIELD_ID = 'delete-account-password';

/** Says exactly what deleting does, and asks for the password again before doing it. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const days = ENDED_COUPLE_RETENTION_DAYS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('ending.passwordRequired'));
      input.current?.focus();
      return;
    }
    try {
      await deleteAccount.mutateAsync({ password });
    } catch (failure) {
      setError(errorMessage(failure, t, 'ending.deleteError'));
      input.current?.focus();
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('ending.deleteAccountTitle')}
      description={t('ending.deleteAccountDescription')}
      onSubmit={(event) => void submit(event)}
      isPending={deleteAccount.isPending}
      submitLabel={t('ending.deleteConfirm')}
      pendingLabel={t('ending.deleting')}
      tone="destructive"
    >
      <ConsequenceList
        items={[
          t('ending.deleteWhat1'),
          t('ending.deleteWhat2'),
          t('ending.deleteWhat3', { days }),
          t('ending.deleteWhat4'),
        ]}
      />
      <PasswordField
        kind="current"
        label={t('ending.passwordLabel')}
        error={error}
        ref={input}
        id={FIELD_ID}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${FIELD_ID}-message` : undefined}
      />
    </FormDialog>
  );
}
