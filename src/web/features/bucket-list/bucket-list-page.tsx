import type { TBucketItem } from '@shared/schemas/bucket-list';
import type { QueryClient } from '@tanstack/react-query';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { QueryView } from '@web/components/query-view';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormDialog } from '@web/lib/forms/use-form-dialog';
import { Plus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { bucketListQueryOptions, useBucketList } from './api/get-bucket-list';
import { BucketItemFormDialog } from './components/bucket-item-form-dialog';
import { BucketSection } from './components/bucket-section';

/** What the screen asks for first: fetched while its code and texts still load (app/router). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(bucketListQueryOptions());
}

export default function BucketListPage() {
  const { t } = useTranslation();
  const goals = useBucketList();
  const dialog = useFormDialog<TBucketItem>();

  return (
    <PageShell>
      <PageHeader
        title={t('bucketList.title')}
        subtitle={t('bucketList.subtitle')}
        actions={
          <Button size="sm" onClick={() => dialog.show(null)}>
            <Plus aria-hidden="true" />
            {t('bucketList.new')}
          </Button>
        }
      />
      <QueryView
        query={goals}
        pending={
          <div className="flex flex-col gap-3">
            <Skeleton shape="card" className="h-20" />
            <Skeleton shape="card" className="h-20" />
            <Skeleton shape="card" className="h-20" />
          </div>
        }
      >
        {(items) => {
          if (items.length === 0) {
            return (
              <EmptyState
                icon={<Sparkles aria-hidden="true" />}
                title={t('bucketList.empty')}
                description={t('bucketList.emptyHint')}
                action={
                  <Button onClick={() => dialog.show(null)}>
                    <Plus aria-hidden="true" />
                    {t('bucketList.new')}
                  </Button>
                }
              />
            );
          }
          const completed = items.filter((item) => item.completed);
          return (
            <div className="flex flex-col gap-6">
              <Progress completed={completed.length} total={items.length} />
              <BucketSection
                title={t('bucketList.pending')}
                items={items.filter((item) => !item.completed)}
                onEdit={dialog.show}
              />
              <BucketSection
                title={t('bucketList.completed')}
                items={completed}
                onEdit={dialog.show}
              />
            </div>
          );
        }}
      </QueryView>
      {dialog.open && (
        <BucketItemFormDialog
          key={dialog.open.key}
          item={dialog.open.item}
          onClose={dialog.close}
        />
      )}
    </PageShell>
  );
}

function Progress({ completed, total }: { completed: number; total: number }) {
  const { t } = useTranslation();
  const percent = Math.round((completed / total) * 100);
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border/70 bg-card p-4 shadow-soft">
      <p className="text-sm font-semibold">{t('bucketList.progress', { completed, total })}</p>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-label={t('bucketList.progress', { completed, total })}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-[oklch(0.7_0.16_35)] transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
