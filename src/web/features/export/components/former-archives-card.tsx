import { Card } from '@web/components/ui/card';
import { FolderHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useExportStatus } from '../api/get-export-status';
import { FormerArchives } from './former-archives';

/**
 * After a couple ended: its archive, with its last day, right where the former partner lands
 * (nothing else there leads to the profile's "Tus datos"). Nothing while there is none.
 */
export function FormerArchivesCard() {
  const { t } = useTranslation();
  const status = useExportStatus();
  const archives = status.data?.formerCouples ?? [];
  if (archives.length === 0) return null;
  return (
    <Card role="region" className="flex flex-col gap-4 p-5" aria-labelledby="former-archives-title">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
          <FolderHeart className="size-5" aria-hidden="true" />
        </span>
        <h2 id="former-archives-title" className="text-lg font-bold leading-tight">
          {t('export.formerTitle')}
        </h2>
      </div>
      <FormerArchives archives={archives} />
    </Card>
  );
}
