import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The ten backup codes, shown once: to copy or write down. */
export function BackupCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n')).catch(() => {});
    toast.success(t('privacy.twoStep.copied'));
  };
  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label={t('privacy.twoStep.backupTitle')}
        className="grid grid-cols-2 gap-2 rounded-2xl bg-muted/60 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" onClick={copy}>
        <Copy aria-hidden="true" />
        {t('privacy.twoStep.copy')}
      </Button>
    </div>
  );
}
