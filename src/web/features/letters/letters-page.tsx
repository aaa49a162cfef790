import type { TLetter } from '@shared/schemas/letters';
import type { QueryClient } from '@tanstack/react-query';
import { EmptyState } from '@web/components/empty-state';
import { KeptDataNote } from '@web/components/kept-data-note';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { QueryView } from '@web/components/query-view';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormDialog } from '@web/lib/forms/use-form-dialog';
import { Mail, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lettersQueryOptions, useLetters } from './api/get-letters';
import { LetterFormDialog } from './components/letter-form-dialog';
import { OpenedShelf, WaitingShelf, WrittenShelf } from './components/letter-shelves';

/** What the screen asks for first: fetched while its code and texts still load (app/router). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(lettersQueryOptions());
}

function LettersSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-6 w-40 rounded-full" />
      <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
      <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
    </div>
  );
}

/** "Cartas para abrir más tarde": what waits for me, what I sealed, and the letters opened. */
export default function LettersPage() {
  const { t } = useTranslation();
  const letters = useLetters();
  const dialog = useFormDialog<TLetter>();
  const [justOpened, setJustOpened] = useState<string | null>(null);
  const write = (
    <Button size="sm" onClick={() => dialog.show(null)}>
      <PenLine aria-hidden="true" />
      {t('letters.new')}
    </Button>
  );
  return (
    <PageShell>
      <PageHeader title={t('letters.title')} subtitle={t('letters.subtitle')} actions={write} />
      <KeptDataNote updatedAt={letters.dataUpdatedAt} />
      <QueryView query={letters} pending={<LettersSkeleton />} messageKey="letters.loadError">
        {(data) => {
          const isEmpty = data.waiting.length + data.written.length + data.opened.length === 0;
          return (
            <>
              {isEmpty && (
                <EmptyState
                  icon={<Mail aria-hidden="true" />}
                  title={t('letters.emptyTitle')}
                  description={t('letters.emptyHint', { name: data.partnerName })}
                  action={
                    <Button onClick={() => dialog.show(null)}>
                      <PenLine aria-hidden="true" />
                      {t('letters.new')}
                    </Button>
                  }
                />
              )}
              <WaitingShelf letters={data} onOpened={(letter) => setJustOpened(letter.id)} />
              <WrittenShelf letters={data} onEdit={dialog.show} />
              <OpenedShelf letters={data} justOpened={justOpened} />
              {dialog.open && (
                <LetterFormDialog
                  key={dialog.open.key}
                  item={dialog.open.item}
                  onClose={dialog.close}
                  partnerName={data.partnerName}
                  nextAnniversary={data.nextAnniversary}
                />
              )}
            </>
          );
        }}
      </QueryView>
    </PageShell>
  );
}
