import type { TMemory, TMemoryFilter, TMemorySort } from '@shared/schemas/memories';
import type { QueryClient } from '@tanstack/react-query';
import { ImageLightbox, type LightboxImage } from '@web/components/image-lightbox';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { Button } from '@web/components/ui/button';
import { useFormDialog } from '@web/lib/forms/use-form-dialog';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memorySummaryQueryOptions, useMemorySummary } from './api/get-memory-summary';
import { memoryListQueryOptions } from './api/list-memories';
import { MemoryFilterBar } from './components/memory-filter-bar';
import { MemoryFormDialog } from './components/memory-form-dialog';
import { MemoryList } from './components/memory-list';
import type { SharedPhotos } from './shared-photos';
import { useSharePickup } from './use-share-pickup';

const FIRST_FILTER: TMemoryFilter = 'all';
const FIRST_SORT: TMemorySort = 'date-desc';

/** What the screen asks for first: fetched while its code and texts still load (app/router). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(memorySummaryQueryOptions());
  void queryClient.prefetchInfiniteQuery(
    memoryListQueryOptions({ filter: FIRST_FILTER, sort: FIRST_SORT }),
  );
}

export default function MemoriesPage() {
  const { t } = useTranslation();
  const summary = useMemorySummary();
  const [filter, setFilter] = useState<TMemoryFilter>(FIRST_FILTER);
  const [sort, setSort] = useState<TMemorySort>(FIRST_SORT);
  const dialog = useFormDialog<TMemory>();
  const [shownImage, setShownImage] = useState<LightboxImage | null>(null);

  const hasMemories = (summary.data?.total ?? 0) > 0;
  // Shown while the count loads too: appearing afterwards would push the whole list down
  // (a layout shift); a couple with no memory at all sees it leave with the skeleton.
  const showsFilterBar = summary.isPending || hasMemories;
  // With no memories left (the partner deleted the last one) the bar is gone: no filter applies.
  const activeFilter = hasMemories ? filter : 'all';
  // Photos shared into the app from the phone's share sheet: "Nuevo recuerdo" opens with them.
  const [shared, setShared] = useState<SharedPhotos>();
  const openCreate = () => {
    setShared(undefined);
    dialog.show(null);
  };
  useSharePickup((photos) => {
    setShared(photos);
    dialog.show(null);
  });

  return (
    <PageShell width="wide">
      <PageHeader
        title={t('memories.title')}
        subtitle={t('memories.subtitle')}
        actions={
          <Button size="sm" onClick={openCreate}>
            <Plus aria-hidden="true" />
            {t('memories.new')}
          </Button>
        }
      />
      {showsFilterBar && (
        <MemoryFilterBar
          filter={activeFilter}
          sort={sort}
          onFilterChange={setFilter}
          onSortChange={setSort}
        />
      )}
      <MemoryList
        filter={activeFilter}
        sort={sort}
        onCreate={openCreate}
        onEdit={dialog.show}
        onOpenImage={setShownImage}
      />
      {dialog.open && (
        <MemoryFormDialog
          key={dialog.open.key}
          item={dialog.open.item}
          shared={dialog.open.item ? undefined : shared}
          onClose={dialog.close}
        />
      )}
      <ImageLightbox image={shownImage} onClose={() => setShownImage(null)} />
    </PageShell>
  );
}
