import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { QueryView } from '@web/components/query-view';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Store, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { petQueryOptions, usePet } from './api/get-pet';
import { PetActions } from './components/pet-actions';
import { PetCard } from './components/pet-card';
import { PetEgg } from './components/pet-egg';
import { PetShop } from './components/pet-shop';
import { PetStats } from './components/pet-stats';

const SHOP_ID = 'pet-shop';

function PetSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5" role="status" aria-label={t('common.loading')}>
      <Skeleton shape="card" className="h-96" />
      <Skeleton shape="card" className="h-44" />
    </div>
  );
}

/** What the screen asks for first: fetched while its code and texts still load (app/router). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(petQueryOptions());
}

export default function PetPage() {
  const { t } = useTranslation();
  const query = usePet();
  const [isShopOpen, setIsShopOpen] = useState(false);

  return (
    <PageShell>
      <PageHeader title={t('pet.title')} subtitle={t('pet.subtitle')} />
      <QueryView query={query} pending={<PetSkeleton />}>
        {({ pet }) =>
          pet ? (
            <>
              <div className="animate-float-up">
                <PetCard pet={pet} />
              </div>
              {/* The care buttons right under the pet, above its stats: on a 390 x 844 phone
                  they are on the first screen, where they used to sit below the fold. */}
              <div className="animate-float-up [animation-delay:60ms]">
                <PetActions pet={pet} receivedAt={query.dataUpdatedAt} />
              </div>
              <div className="animate-float-up [animation-delay:120ms]">
                <PetStats pet={pet} />
              </div>
              <Button
                variant={isShopOpen ? 'outline' : 'secondary'}
                size="lg"
                aria-expanded={isShopOpen}
                aria-controls={SHOP_ID}
                onClick={() => setIsShopOpen((open) => !open)}
              >
                {isShopOpen ? <X aria-hidden="true" /> : <Store aria-hidden="true" />}
                {isShopOpen ? t('pet.shop.close') : t('pet.shop.open')}
              </Button>
              {isShopOpen && <PetShop pet={pet} id={SHOP_ID} />}
            </>
          ) : (
            <PetEgg />
          )
        }
      </QueryView>
    </PageShell>
  );
}
