import { ENDED_COUPLE_RETENTION_DAYS } from '@shared/couple-ending';
import { ConsequenceList } from '@web/components/consequence-list';
import { FormDialog } from '@web/components/form-dialog';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndCouple } from '../api/end-couple';

interface EndCoupleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Two steps, never one tap: the dialog says exactly what ending does, and only a ticked "I
 * understand" lets the confirm button end it.
 */
export function EndCoupleDialog({ open, onOpenChange }: EndCoupleDialogProps) {
  const { t } = useTranslation();
  const endCouple = useEndCouple();
  const [isAcknowledged, setIsAcknowledged] = useState(false);
  const [showError, setShowError] = useState(false);
  const days = ENDED_COUPLE_RETENTION_DAYS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isAcknowledged) {
      setShowError(true);
      return;
    }
    try {
      await endCouple.mutateAsync();
      onOpenChange(false);
    } catch {
      // The mutation's toast says why; the dialog stays to try again.
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('ending.endCoupleTitle')}
      description={t('ending.endCoupleDescription')}
      onSubmit={(event) => void submit(event)}
      isPending={endCouple.isPending}
      submitLabel={t('ending.endCoupleConfirm')}
      pendingLabel={t('ending.endingCouple')}
      tone="destructive"
    >
      <ConsequenceList
        items={[
          t('ending.endCoupleWhat1'),
          t('ending.endCoupleWhat2'),
          t('ending.endCoupleWhat3', { days }),
          t('ending.endCoupleWhat4'),
        ]}
      />
      <div className="flex flex-col gap-1.5">
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-input p-3 text-sm font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/25">
          <input
            type="checkbox"
            checked={isAcknowledged}
            onChange={(event) => {
              setIsAcknowledged(event.target.checked);
              setShowError(false);
            }}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? 'end-couple-acknowledge-message' : undefined}
            className="mt-0.5 size-5 shrink-0 accent-[var(--color-destructive)]"
          />
          {t('ending.acknowledge')}
        </label>
        {showError && (
          <p
            id="end-couple-acknowledge-message"
            role="alert"
            className="text-sm font-medium text-destructive"
          >
            {t('ending.acknowledgeRequired')}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
