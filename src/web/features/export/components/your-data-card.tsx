import { SettingHeading } from '@web/components/setting-heading';
import { Card } from '@web/components/ui/card';
import { FolderHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useExportStatus } from '../api/get-export-status';
import { ExportDownloadLink } from './export-download-link';
import { FormerArchives } from './former-archives';

/**
 * "Tus datos": downloads the active couple's archive, and each ended couple's for its 30 days,
 * whatever couple the person is in now.
 */
export function YourDataCard() {
  const { t } = useTranslation();
  const status = useExportStatus();
  const formerCouples = status.data?.formerCouples ?? [];
  const canExport = status.data?.canExport ?? false;
  // The active couple's button, or a disabled one while nothing else can be downloaded.
  const showsActive = canExport || formerCouples.length === 0;
  return (
    <Card className="p-5">
      <div className="flex items-start gap-4">
        <SettingHeading
          icon={<FolderHeart aria-hidden="true" />}
          title={t('export.title')}
          description={t('export.description')}
        />
      </div>
      <div className="mt-4 flex flex-col gap-4">
        {showsActive && (
          <ExportDownloadLink
            label={t('export.download')}
            isDisabled={!canExport}
            isPending={status.isPending}
            note={
              status.isSuccess &&
              !canExport && <p className="text-muted-foreground">{t('export.needsCouple')}</p>
            }
          />
        )}
        {formerCouples.length > 0 && <FormerArchives archives={formerCouples} />}
      </div>
    </Card>
  );
}
