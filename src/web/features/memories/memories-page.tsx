import type { TMemory, TMemoryFilter, TMemorySort } from '@shared/schemas/memories';
import { ImageLightbox, type LightboxImage } from '@web/components/image-lightbox';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateMemory } from './api/create-memory';
import { useMemorySummary } from './api/get-memory-summary';
import { useUpdateMemory } from './api/update-memory';
import { MemoryFilterBar } from './components/memory-filter-bar';
import { MemoryFormDialog } from './components/memory-form-dialog';
import { MemoryList } from './components/memory-list';

export default function MemoriesPage() {
  const { t } = useTranslation();
  const summary = useMemorySummary();
  const [filter, setFilter] = useState<TMemoryFilter>('all');
  const [sort, setSort] = useState<TMemorySort>('date-desc');
  // Each opening starts a fresh form.
  const [creating, setCreating] = useState<number | null>(null);
  const [editing, setEditing] = useState<TMemory | null>(null);
  const [shownImage, setShownImage] = useState<LightboxImage | null>(null);

  const hasMemories = (summary.data?.total ?? 0) > 0;
  // With no memories left (the partner deleted the last one) the bar is gone: no filter applies.
  const activeFilter = hasMemories ? filter : 'all';
  const openCreate = () => setCreating(Date.now());

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-5 px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(2.5rem,env(safe-area-inset-bottom))]">
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
      {hasMemories && (
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
        onEdit={setEditing}
        onOpenImage={setShownImage}
      />
      {creating !== null && <CreateMemoryDialog key={creating} onClose={() => setCreating(null)} />}
      {editing && (
        <EditMemoryDialog key={editing.id} memory={editing} onClose={() => setEditing(null)} />
      )}
      <ImageLightbox image={shownImage} onClose={() => setShownImage(null)} />
    </main>
  );
}

function CreateMemoryDialog({ onClose }: { onClose: () => void }) {
  const upload = useCreateMemory();
  return <MemoryFormDialog open onOpenChange={(open) => open || onClose()} upload={upload} />;
}

function EditMemoryDialog({ memory, onClose }: { memory: TMemory; onClose: () => void }) {
  const upload = useUpdateMemory(memory.id);
  return (
    <MemoryFormDialog
      open
      onOpenChange={(open) => open || onClose()}
      memory={memory}
      upload={upload}
    />
  );
}
