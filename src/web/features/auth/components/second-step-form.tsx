import { ZVerifyBackupCodeSchema, ZVerifyTotpSchema } from '@shared/schemas/second-factors';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/feedback/notify';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { loadScreenTexts } from '@web/lib/i18n';
import type { TranslationKey } from '@web/lib/i18n-keys';
import { ShieldCheck } from 'lucide-react';
import { use, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TSecondStepMethod, useSecondStep } from '../api/second-step';

/** A wrong code is the field's to show; anything else (expired, locked) is a toast. */
const FIELD_ERRORS = new Set([
  'INVALID_CODE',
  'TOTP_CODE_USED',
  'INVALID_BACKUP_CODE',
  'bad_request',
]);

/**
 * The code step of a two-step sign-in: six digits from the authenticator app, or one of the
 * backup codes, and whether this browser may skip the step for 30 days.
 */
export function SecondStepForm({ onBack }: { onBack: () => void }) {
  // Its texts are not part of the sign-in screen's first load.
  use(loadScreenTexts());
  const { t } = useTranslation();
  const [method, setMethod] = useState<TSecondStepMethod>('app');
  const [trustDevice, setTrustDevice] = useState(false);
  const rememberId = useId();
  const verify = useSecondStep();
  const isApp = method === 'app';
  const form = useZodForm({
    schema: isApp ? ZVerifyTotpSchema : ZVerifyBackupCodeSchema,
    initialValues: { code: '' },
    onSubmit: async (data) => {
      try {
        await verify.mutateAsync({ ...data, trustDevice, method });
      } catch (error) {
        if (error instanceof ApiError && error.isTranslationKey && FIELD_ERRORS.has(error.code)) {
          form.showProblem({ field: 'code', message: error.message as TranslationKey });
        } else {
          notifyFailure(error, 'privacy.secondStep.error');
        }
      }
    },
  });

  const switchMethod = () => {
    setMethod(isApp ? 'backup' : 'app');
    form.reset({ code: '' });
  };

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-2 text-center">
        <div className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary [&_svg]:size-7">
          <ShieldCheck aria-hidden="true" />
        </div>
        <h2 className="text-xl font-extrabold">{t('privacy.secondStep.title')}</h2>
        <p className="text-balance text-sm text-muted-foreground">
          {isApp ? t('privacy.secondStep.description') : t('privacy.secondStep.backupDescription')}
        </p>
      </div>
      <FormField
        label={isApp ? t('privacy.secondStep.code') : t('privacy.secondStep.backupCode')}
        {...form.frame('code')}
      >
        <Input
          {...form.field('code')}
          autoFocus
          autoComplete="one-time-code"
          inputMode={isApp ? 'numeric' : 'text'}
          autoCapitalize="off"
          spellCheck={false}
          className="text-center font-mono text-lg tracking-[0.3em]"
          placeholder={isApp ? '123456' : 'abcde-12345'}
        />
      </FormField>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={rememberId} className="text-sm font-semibold">
          {t('privacy.secondStep.remember')}
        </label>
        <Switch id={rememberId} checked={trustDevice} onCheckedChange={setTrustDevice} />
      </div>
      <Button type="submit" size="lg" isLoading={form.isSubmitting} className="w-full">
        {t('privacy.secondStep.submit')}
      </Button>
      <div className="flex flex-col gap-1">
        <Button type="button" variant="link" size="sm" onClick={switchMethod}>
          {isApp ? t('privacy.secondStep.useBackup') : t('privacy.secondStep.useApp')}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack} disabled={form.isSubmitting}>
          {t('privacy.secondStep.back')}
        </Button>
      </div>
    </form>
  );
}
