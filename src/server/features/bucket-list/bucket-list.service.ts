import { type TransactionScope, withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import type {
  TBucketItem,
  TCreateBucketItem,
  TUpdateBucketItem,
} from '@shared/schemas/bucket-list';
import { presentBucketItem } from './bucket-list.presenter';
import {
  deleteBucketItemRow,
  findBucketItemRows,
  insertBucketItem,
  setBucketItemCompleted,
  updateBucketItemRow,
} from './bucket-list.repository';

type BucketListDependencies = Pick<AppDependencies, 'pool' | 'bus'>;

export const findBucketItems = async (
  { db }: Pick<AppDependencies, 'db'>,
  actor: Actor,
): Promise<TBucketItem[]> => (await findBucketItemRows(db, actor.couple.id)).map(presentBucketItem);

/** Runs one write in a transaction and announces it there; a missing goal is a 404. */
function writeItem<T extends { id: string }>(
  deps: BucketListDependencies,
  actor: Actor,
  write: (scope: TransactionScope) => Promise<T | null>,
): Promise<T> {
  return withTransaction(deps.pool, async (scope) => {
    const result = await write(scope);
    if (result === null) throw notFound('bucketList.notFound');
    await publishToCouple(deps.bus, scope, actor.couple.id, {
      type: 'bucket-list.changed',
      ids: [result.id],
    });
    return result;
  });
}

export const createBucketItem = (
  deps: BucketListDependencies,
  actor: Actor,
  input: TCreateBucketItem,
): Promise<TBucketItem> =>
  writeItem(deps, actor, ({ db }) =>
    insertBucketItem(db, actor.couple.id, actor.userId, input),
  ).then(presentBucketItem);

export const updateBucketItem = (
  deps: BucketListDependencies,
  actor: Actor,
  id: string,
  input: TUpdateBucketItem,
): Promise<TBucketItem> =>
  writeItem(deps, actor, ({ db }) => updateBucketItemRow(db, actor.couple.id, id, input)).then(
    presentBucketItem,
  );

/** Completing dates the goal with the actor's own today. */
export const completeBucketItem = (
  deps: BucketListDependencies,
  actor: Actor,
  id: string,
  completed: boolean,
): Promise<TBucketItem> =>
  writeItem(deps, actor, ({ db }) =>
    setBucketItemCompleted(db, actor.couple.id, id, completed, actor.today),
  ).then(presentBucketItem);

export async function deleteBucketItem(
  deps: BucketListDependencies,
  actor: Actor,
  id: string,
): Promise<void> {
  await writeItem(deps, actor, async ({ db }) =>
    (await deleteBucketItemRow(db, actor.couple.id, id)) ? { id } : null,
  );
}
