import { SettingHeading } from '@web/components/setting-heading';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatLongDate } from '@web/lib/calendar-dates';
import { currentLanguage } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { CalendarSync, Copy, RefreshCw, Unlink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCalendarFeed,
  useRegenerateCalendarFeed,
  useRevokeCalendarFeed,
} from '../api/calendar-feed';

/** The just-made URL, with a copy button: the server keeps only its hash. */
function FreshUrl({ url }: { url: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendarFeed.copied'));
    } catch {
      // No clipboard permission (an old browser, plain http): the field is selected instead.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-bold">
        {t('calendarFeed.urlLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-input bg-background px-3 py-2 font-mono text-xs"
        />
        <Button type="button" onClick={copy} aria-label={t('calendarFeed.copy')}>
          <Copy aria-hidden="true" />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('calendarFeed.copyHint')}</p>
    </div>
  );
}

export function CalendarFeedCard() {
  const { t, i18n } = useTranslation();
  const status = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [freshUrl, setFreshUrl] = useState<string | null>(null);
  const isActive = status.data?.isActive ?? false;
  const isBusy = regenerate.isPending || revoke.isPending;

  const makeUrl = () =>
    regenerate.mutate(currentLanguage(), { onSuccess: (created) => setFreshUrl(created.url) });

  return (
    <Card className="p-5">
      <div className="flex items-center gap-4">
        <SettingHeading
          icon={<CalendarSync aria-hidden="true" />}
          title={t('calendarFeed.title')}
          description={t('calendarFeed.description')}
        />
      </div>
      {status.isError && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {t('calendarFeed.error')}
        </p>
      )}
      {freshUrl && <FreshUrl url={freshUrl} />}
      {isActive && !freshUrl && status.data?.createdAt && (
        <p className="mt-3 text-sm text-muted-foreground">
          {t('calendarFeed.activeSince', {
            date: formatLongDate(status.data.createdAt.slice(0, 10), i18n.language),
          })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="button"
          variant={isActive ? 'outline' : 'primary'}
          onClick={makeUrl}
          disabled={isBusy || status.isPending}
          className="flex-1"
        >
          <RefreshCw aria-hidden="true" />
          {t(isActive ? 'calendarFeed.regenerate' : 'calendarFeed.create')}
        </Button>
        {isActive && (
          <Button
            type="button"
            variant="outline"
            onClick={() => revoke.mutate(undefined, { onSuccess: () => setFreshUrl(null) })}
            disabled={isBusy}
          >
            <Unlink aria-hidden="true" />
            {t('calendarFeed.revoke')}
          </Button>
        )}
      </div>
    </Card>
  );
}
