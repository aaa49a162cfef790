import type { TBucketItem, TCreateBucketItem } from '@shared/schemas/bucket-list';
import type { QueryClient } from '@tanstack/react-query';
import { localToday } from '@web/lib/calendar-dates';
import { patchRow, updateCached, withoutRow, withRow } from '@web/lib/outbox/cached-rows';
import { defineOutboxKind } from '@web/lib/outbox/outbox-kind';
import { bucketListKeys } from './bucket-list-keys';

const updateList = (queryClient: QueryClient, update: (items: TBucketItem[]) => TBucketItem[]) =>
  updateCached<TBucketItem[]>(queryClient, bucketListKeys.list(), update);

/** The kinds of change the bucket list makes without a signal. */
export const createGoalKind = defineOutboxKind<TCreateBucketItem>({
  name: 'bucket-list.create',
  change: 'bucket-list.changed',
  label: 'outbox.kinds.createGoal',
  detail: (goal) => goal.title,
  creates: true,
  request: (goal) => ({ method: 'POST', path: '/api/bucket-list', json: goal }),
  target: (_goal, localId) => localId,
  apply: (queryClient, goal, { localId, at }) => {
    if (!localId) return;
    const made: TBucketItem = {
      id: localId,
      title: goal.title,
      description: goal.description ?? null,
      completed: false,
      completedDate: null,
      createdBy: null,
      createdAt: at,
    };
    // The newest pending goal comes first, as the server sorts them.
    updateList(queryClient, (items) => withRow(items, made));
  },
});

export type UpdateGoalVars = TCreateBucketItem & { id: string };

export const updateGoalKind = defineOutboxKind<UpdateGoalVars>({
  name: 'bucket-list.update',
  change: 'bucket-list.changed',
  label: 'outbox.kinds.updateGoal',
  detail: (goal) => goal.title,
  request: ({ id, ...goal }) => ({
    method: 'PUT',
    path: `/api/bucket-list/${encodeURIComponent(id)}`,
    json: goal,
  }),
  target: ({ id }) => id,
  apply: (queryClient, { id, ...goal }) =>
    updateList(queryClient, (items) =>
      patchRow(items, id, { title: goal.title, description: goal.description ?? null }),
    ),
});

export interface SetCompletedVars {
  id: string;
  completed: boolean;
  /** Shown in the list of waiting changes. */
  title?: string;
}

/** Asks for a state, not a flip, so a partner's simultaneous toggle cannot undo this one. */
export const completeGoalKind = defineOutboxKind<SetCompletedVars>({
  name: 'bucket-list.completed',
  change: 'bucket-list.changed',
  label: 'outbox.kinds.completeGoal',
  detail: (goal) => goal.title,
  request: ({ id, completed }) => ({
    method: 'PUT',
    path: `/api/bucket-list/${encodeURIComponent(id)}/completed`,
    json: { completed },
  }),
  target: ({ id }) => id,
  apply: (queryClient, { id, completed }) =>
    updateList(queryClient, (items) => {
      const current = items.find((item) => item.id === id);
      if (!current || current.completed === completed) return items;
      return patchRow(items, id, { completed, completedDate: completed ? localToday() : null });
    }),
});

export const deleteGoalKind = defineOutboxKind<string>({
  name: 'bucket-list.delete',
  change: 'bucket-list.changed',
  label: 'outbox.kinds.deleteGoal',
  request: (id) => ({ method: 'DELETE', path: `/api/bucket-list/${encodeURIComponent(id)}` }),
  target: (id) => id,
  apply: (queryClient, id) => updateList(queryClient, (items) => withoutRow(items, id)),
});
