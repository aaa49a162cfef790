import type { TExportStatus } from '@shared/schemas/export';
import { formatInstant } from '@web/lib/calendar-dates';
import { useTranslation } from 'react-i18next';
import { ExportDownloadLink } from './export-download-link';

/**
 * Each ended couple's archive, downloadable until its last day whatever couple the person is in
 * now: on the profile and on the dashboard without a couple.
 */
export function FormerArchives({ archives }: { archives: TExportStatus['formerCouples'] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="flex flex-col gap-4">
      {archives.map((archive) => {
        const date = formatInstant(archive.availableUntil, i18n.language, 'longDate');
        return (
          <li key={archive.id}>
            <ExportDownloadLink
              formerCoupleId={archive.id}
              label={t('export.downloadFormer', { date })}
              note={<p className="text-muted-foreground">{t('export.formerCouple', { date })}</p>}
            />
          </li>
        );
      })}
    </ul>
  );
}
