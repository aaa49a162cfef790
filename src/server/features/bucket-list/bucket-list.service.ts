import { type TransactionScope, withTransaction } from '@server/db/transaction';
import type { CoupleContext } from '@server/features/couples/require-couple';
import type { AppDependencies } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import type {
  TBucketItem,
  TCreateBucketItem,
  TUpdateBucketItem,
} from '@shared/schemas/bucket-list';
import {
  deleteBucketItemRow,
  insertBucketItem,
  selectBucketItems,
  setBucketItemCompleted,
  updateBucketItemRow,
} from './bucket-list.repository';

type BucketListDependencies = Pick<AppDependencies, 'pool' | 'bus'>;

/** Who acts: the signed-in user, their active couple and their own calendar day. */
export interface BucketListActor {
  userId: string;
  couple: CoupleContext;
  today: string;
}

export const findBucketItems = ({ db }: Pick<AppDependencies, 'db'>, actor: BucketListActor) =>
  selectBucketItems(db, actor.couple.id);

/** Runs one write in a transaction and announces it there; a missing goal is a 404. */
function writeItem<T extends { id: string }>(
  deps: BucketListDependencies,
  actor: BucketListActor,
  write: (scope: TransactionScope) => Promise<T | null>,
): Promise<T> {
  return withTransaction(deps.pool, async (scope) => {
    const result = await write(scope);
    if (result === null) throw notFound();
    await publishToCouple(deps.bus, scope, actor.couple.id, {
      type: 'bucket-list.changed',
      ids: [result.id],
    });
    return result;
  });
}

export const createBucketItem = (
  deps: BucketListDependencies,
  actor: BucketListActor,
  input: TCreateBucketItem,
): Promise<TBucketItem> =>
  writeItem(deps, actor, ({ db }) => insertBucketItem(db, actor.couple.id, actor.userId, input));

export const updateBucketItem = (
  deps: BucketListDependencies,
  actor: BucketListActor,
  id: string,
  input: TUpdateBucketItem,
): Promise<TBucketItem> =>
  writeItem(deps, actor, ({ db }) => updateBucketItemRow(db, actor.couple.id, id, input));

/** Completing dates the goal with the actor's own today. */
export const completeBucketItem = (
  deps: BucketListDependencies,
  actor: BucketListActor,
  id: string,
  completed: boolean,
): Promise<TBucketItem> =>
  writeItem(deps, actor, ({ db }) =>
    setBucketItemCompleted(db, actor.couple.id, id, completed, actor.today),
  );

export async function deleteBucketItem(
  deps: BucketListDependencies,
  actor: BucketListActor,
  id: string,
): Promise<void> {
  await writeItem(deps, actor, async ({ db }) =>
    (await deleteBucketItemRow(db, actor.couple.id, id)) ? { id } : null,
  );
}
