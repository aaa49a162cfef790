import { FormDialog } from '@web/components/form-dialog';
import { SettingHeading } from '@web/components/setting-heading';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useFormDialog } from '@web/lib/forms/use-form-dialog';
import { useSession } from '@web/lib/session/session';
import { ListRestart, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisableTwoStep, useNewBackupCodes } from '../api/two-step';
import { usePasswordConfirm } from './password-confirm-fields';
import { CodesStep, TwoStepEnrolDialog } from './two-step-enrol-dialog';

type TTwoStepDialog = 'enable' | 'disable' | 'codes';

/** "Verificación en dos pasos": an authenticator app's code after the password, on or off. */
export function TwoStepCard() {
  const { t } = useTranslation();
  const session = useSession();
  const isOn = Boolean(session.data?.user.twoFactorEnabled);
  const dialog = useFormDialog<TTwoStepDialog>();
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <SettingHeading
          icon={<ShieldCheck aria-hidden="true" />}
          title={t('privacy.twoStep.title')}
          description={t('privacy.twoStep.description')}
        />
      </div>
      <Badge variant={isOn ? 'success' : 'outline'} className="self-start">
        {isOn ? t('privacy.twoStep.on') : t('privacy.twoStep.off')}
      </Badge>
      {isOn ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={() => dialog.show('codes')}>
            <ListRestart aria-hidden="true" />
            {t('privacy.twoStep.newBackupCodes')}
          </Button>
          <Button variant="outline" onClick={() => dialog.show('disable')}>
            <ShieldOff aria-hidden="true" />
            {t('privacy.twoStep.disableTitle')}
          </Button>
        </div>
      ) : (
        <Button onClick={() => dialog.show('enable')}>
          <ShieldCheck aria-hidden="true" />
          {t('privacy.twoStep.enable')}
        </Button>
      )}
      {dialog.open?.item === 'enable' && (
        <TwoStepEnrolDialog key={dialog.open.key} onClose={dialog.close} />
      )}
      {dialog.open?.item === 'disable' && (
        <DisableDialog key={dialog.open.key} onClose={dialog.close} />
      )}
      {dialog.open?.item === 'codes' && (
        <NewCodesDialog key={dialog.open.key} onClose={dialog.close} />
      )}
    </Card>
  );
}

function DisableDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoStep();
  const { form, fields } = usePasswordConfirm(async (password) => {
    await disable.mutateAsync({ password });
    onClose();
  }, 'privacy.twoStep.error');
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t('privacy.twoStep.disableTitle')}
      description={t('privacy.twoStep.disableDescription')}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting}
      submitLabel={t('privacy.twoStep.disable')}
      tone="destructive"
    >
      {fields}
    </FormDialog>
  );
}

function NewCodesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const generate = useNewBackupCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { form, fields } = usePasswordConfirm(async (password) => {
    setCodes((await generate.mutateAsync({ password })).backupCodes);
  }, 'privacy.twoStep.error');
  if (codes) {
    return (
      <CodesStep codes={codes} onClose={onClose} title={t('privacy.twoStep.newBackupCodes')} />
    );
  }
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t('privacy.twoStep.newBackupCodes')}
      description={t('privacy.twoStep.newBackupCodesDescription')}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting}
      submitLabel={t('privacy.twoStep.continue')}
    >
      {fields}
    </FormDialog>
  );
}
