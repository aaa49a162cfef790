import type { TMemory, TMemoryFilter } from '@shared/schemas/memories';
import { EmptyState } from '@web/components/empty-state';
import type { LightboxImage } from '@web/components/image-lightbox';
import { QueryView } from '@web/components/query-view';
import { Button } from '@web/components/ui/button';
import { Camera, Plus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type MemoryListParams, useMemoryList } from '../api/list-memories';
import { LoadMoreSentinel } from './load-more-sentinel';
import { MemoriesSkeleton } from './memories-skeleton';
import { MemoryCard } from './memory-card';

interface MemoryListProps extends MemoryListParams {
  onCreate: () => void;
  onEdit: (memory: TMemory) => void;
  onOpenImage: (image: LightboxImage) => void;
}

/** The grid of memories, one server page at a time, more as the end scrolls into view. */
export function MemoryList({ filter, sort, onCreate, onEdit, onOpenImage }: MemoryListProps) {
  const { t } = useTranslation();
  const list = useMemoryList({ filter, sort });

  return (
    <QueryView query={list} pending={<MemoriesSkeleton />}>
      {(data) => {
        const memories = data.pages.flatMap((page) => page.items);
        if (memories.length === 0) return <EmptyMemories filter={filter} onCreate={onCreate} />;
        return (
          <section aria-label={t('memories.list')} className="flex flex-col gap-4">
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {memories.map((memory) => (
                <li key={memory.id}>
                  <MemoryCard memory={memory} onEdit={onEdit} onOpenImage={onOpenImage} />
                </li>
              ))}
            </ul>
            <LoadMoreSentinel
              hasMore={list.hasNextPage}
              isPaged={data.pages.length > 1}
              isLoading={list.isFetchingNextPage}
              isBusy={list.isFetching}
              shown={memories.length}
              onReached={() => void list.fetchNextPage()}
            />
          </section>
        );
      }}
    </QueryView>
  );
}

function EmptyMemories({ filter, onCreate }: { filter: TMemoryFilter; onCreate: () => void }) {
  const { t } = useTranslation();
  if (filter !== 'all') {
    return (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title={t('memories.emptyFiltered')}
        description={t('memories.emptyFilteredHint')}
      />
    );
  }
  return (
    <EmptyState
      icon={<Camera aria-hidden="true" />}
      title={t('memories.empty')}
      description={t('memories.emptyHint')}
      action={
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" />
          {t('memories.createTitle')}
        </Button>
      }
    />
  );
}
