import type { TPet, TPetItem } from '@shared/schemas/pet';
import { QueryView } from '@web/components/query-view';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBuyItem } from '../api/buy-item';
import { useShop } from '../api/get-shop';
import { STAT_LOOK } from './pet-stats';

/** The catalogue, cheapest first; the server decides whether the coins suffice. */
export function PetShop({ pet, id }: { pet: TPet; id: string }) {
  const { t } = useTranslation();
  const shop = useShop();

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="flex animate-float-up flex-col gap-3"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('pet.shop.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('pet.shop.subtitle')}</p>
      </div>
      <QueryView
        query={shop}
        pending={
          <div className="grid gap-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} shape="card" className="h-24" />
            ))}
          </div>
        }
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-center text-muted-foreground">{t('pet.shop.empty')}</p>
          ) : (
            <ShopList pet={pet} items={items} />
          )
        }
      </QueryView>
    </section>
  );
}

function ShopList({ pet, items }: { pet: TPet; items: TPetItem[] }) {
  const { t } = useTranslation();
  const buy = useBuyItem();
  return (
    <ul className="grid gap-3">
      {items.map((item) => {
        const name = t(`pet.items.${item.slug}.name`, { defaultValue: item.name });
        const { icon: Icon, tint } = STAT_LOOK[item.effectType];
        const isBuying = buy.isPending && buy.variables === item.id;
        const canAfford = pet.coins >= item.cost;
        return (
          <li key={item.id}>
            <Card className="flex items-center gap-3 p-4">
              <span
                aria-hidden="true"
                className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary-soft text-3xl"
              >
                {item.emoji}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-bold leading-tight">{name}</h3>
                <p className="text-sm text-muted-foreground">
                  {t(`pet.items.${item.slug}.description`, { defaultValue: item.description })}
                </p>
                <p className={`mt-1 flex items-center gap-1 text-xs font-bold ${tint}`}>
                  <Icon className="size-3.5" aria-hidden="true" />
                  {t('pet.shop.effect', {
                    value: item.effectValue,
                    stat: t(`pet.stats.${item.effectType}`),
                  })}
                </p>
              </div>
              <Button
                size="sm"
                variant={canAfford ? 'primary' : 'outline'}
                isLoading={isBuying}
                onClick={() => buy.mutate(item.id)}
                aria-label={t('pet.shop.buyItem', { name, cost: item.cost })}
                className="shrink-0 px-3"
              >
                {!isBuying && <Coins aria-hidden="true" />}
                {item.cost}
              </Button>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
