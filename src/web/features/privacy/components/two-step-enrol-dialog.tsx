import { type TTwoFactorEnrolment, ZVerifyTotpSchema } from '@shared/schemas/second-factors';
import { FormDialog } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/feedback/notify';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import type { TranslationKey } from '@web/lib/i18n-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmTwoStep, useStartTwoStep } from '../api/two-step';
import { BackupCodesList } from './backup-codes-list';
import { usePasswordConfirm } from './password-confirm-fields';
import { TotpQrCode, totpSecretOf } from './totp-qr-code';

type TStep = { name: 'password' } | { name: 'scan' | 'codes'; enrolment: TTwoFactorEnrolment };

/** Turning the two-step sign-in on: the password, the QR code and a first code, the backup codes. */
export function TwoStepEnrolDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<TStep>({ name: 'password' });
  if (step.name === 'password') {
    return (
      <PasswordStep
        onClose={onClose}
        onStarted={(enrolment) => setStep({ name: 'scan', enrolment })}
      />
    );
  }
  if (step.name === 'scan') {
    return (
      <ScanStep
        enrolment={step.enrolment}
        onClose={onClose}
        onConfirmed={() => setStep({ name: 'codes', enrolment: step.enrolment })}
      />
    );
  }
  return <CodesStep codes={step.enrolment.backupCodes} onClose={onClose} />;
}

function PasswordStep({
  onClose,
  onStarted,
}: {
  onClose: () => void;
  onStarted: (enrolment: TTwoFactorEnrolment) => void;
}) {
  const { t } = useTranslation();
  const start = useStartTwoStep();
  const { form, fields } = usePasswordConfirm(
    async (password) => onStarted(await start.mutateAsync({ password })),
    'privacy.twoStep.error',
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t('privacy.twoStep.passwordTitle')}
      description={t('privacy.twoStep.passwordDescription')}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting}
      submitLabel={t('privacy.twoStep.continue')}
    >
      {fields}
    </FormDialog>
  );
}

function ScanStep({
  enrolment,
  onClose,
  onConfirmed,
}: {
  enrolment: TTwoFactorEnrolment;
  onClose: () => void;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoStep();
  const form = useZodForm({
    schema: ZVerifyTotpSchema,
    initialValues: { code: '' },
    onSubmit: async (data) => {
      try {
        await confirm.mutateAsync(data);
        onConfirmed();
      } catch (error) {
        if (error instanceof ApiError && error.isTranslationKey && error.status < 500) {
          form.showProblem({ field: 'code', message: error.message as TranslationKey });
        } else {
          notifyFailure(error, 'privacy.twoStep.error');
        }
      }
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t('privacy.twoStep.scanTitle')}
      description={t('privacy.twoStep.scanDescription')}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting}
      submitLabel={t('privacy.twoStep.confirm')}
    >
      <TotpQrCode uri={enrolment.totpURI} />
      <p className="text-center text-xs text-muted-foreground">
        {t('privacy.twoStep.manualKey')}{' '}
        <code className="select-all break-all font-mono text-foreground">
          {totpSecretOf(enrolment.totpURI)}
        </code>
      </p>
      <FormField label={t('privacy.twoStep.code')} {...form.frame('code')}>
        <Input
          {...form.field('code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          className="text-center font-mono text-lg tracking-[0.3em]"
          placeholder="123456"
        />
      </FormField>
    </FormDialog>
  );
}

export function CodesStep({
  codes,
  onClose,
  title,
}: {
  codes: string[];
  onClose: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={title ?? t('privacy.twoStep.backupTitle')}
      description={t('privacy.twoStep.backupDescription')}
      onSubmit={(event) => {
        event.preventDefault();
        onClose();
      }}
      isPending={false}
      submitLabel={t('privacy.twoStep.done')}
      canCancel={false}
    >
      <BackupCodesList codes={codes} />
    </FormDialog>
  );
}
