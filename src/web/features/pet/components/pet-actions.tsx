import { PET_ACTIONS, type TPetAction } from '@shared/domain/pet';
import type { TPet } from '@shared/schemas/pet';
import { NeedsConnection } from '@web/components/needs-connection';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { notifyError } from '@web/lib/feedback/notify';
import { useOnline } from '@web/lib/online';
import { Bone, Hand, Moon, Volleyball } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useActOnPet } from '../api/act-on-pet';
import { useCooldowns } from '../use-cooldowns';

const ACTION_LOOK = {
  fed: {
    icon: Bone,
    className: 'from-amber-100 to-orange-100 dark:from-amber-500/15 dark:to-orange-500/15',
  },
  played: {
    icon: Volleyball,
    className: 'from-lime-100 to-emerald-100 dark:from-lime-500/15 dark:to-emerald-500/15',
  },
  pet: {
    icon: Hand,
    className: 'from-pink-100 to-rose-100 dark:from-pink-500/15 dark:to-rose-500/15',
  },
  sleep: {
    icon: Moon,
    className: 'from-sky-100 to-indigo-100 dark:from-sky-500/15 dark:to-indigo-500/15',
  },
} as const satisfies Record<TPetAction, { icon: unknown; className: string }>;

/** The four care actions, each with my own cooldown counting down on it. */
export function PetActions({ pet, receivedAt }: { pet: TPet; receivedAt: number }) {
  const { t } = useTranslation();
  const act = useActOnPet();
  const left = useCooldowns(pet.cooldowns, receivedAt);
  const isOnline = useOnline();

  const onAct = (action: TPetAction) => {
    if (left[action] > 0) {
      // The same words the server would answer with; no need to ask it.
      notifyError(
        { key: 'pet.cooldown', params: { seconds: left[action] } },
        { id: `pet-cooldown-${action}` },
      );
      return;
    }
    act.mutate(action);
  };

  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-bold">{t('pet.care')}</h2>
      <NeedsConnection className="mb-3 text-sm" />
      <div className="grid grid-cols-2 gap-3">
        {PET_ACTIONS.map((action) => {
          const { icon: Icon, className } = ACTION_LOOK[action];
          const isWaiting = left[action] > 0;
          const isBusy = act.isPending && act.variables === action;
          return (
            <button
              key={action}
              type="button"
              onClick={() => onAct(action)}
              disabled={!isOnline}
              aria-disabled={isWaiting || isBusy || undefined}
              aria-busy={isBusy || undefined}
              className={cn(
                'relative flex h-20 flex-col items-center justify-center gap-1 rounded-2xl border border-border/70 bg-gradient-to-br font-bold transition-all active:scale-[0.97] focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
                className,
                (isWaiting || isBusy || !isOnline) && 'opacity-60',
              )}
            >
              <Icon className={cn('size-6', isBusy && 'animate-pulse')} aria-hidden="true" />
              <span>{t(`pet.actions.${action}`)}</span>
              {isWaiting && (
                <span className="absolute right-2 top-2 rounded-full bg-card px-2 py-0.5 text-xs tabular-nums text-muted-foreground shadow-sm">
                  {t('pet.cooldownShort', { seconds: left[action] })}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </Card>
  );
}
