import type { TRealtimeEventType } from '@shared/realtime-events';
import { type QueryClient as Client, QueryClient } from '@tanstack/react-query';
import { refreshAffection } from '@web/features/affection/api/affection-keys';
import { createGoalKind } from '@web/features/bucket-list/api/bucket-list-outbox';
import { refreshChat } from '@web/features/chat/api/chat-keys';
import { sendMessageKind } from '@web/features/chat/api/chat-outbox';
import { refreshCouples } from '@web/features/couples/api/couples-keys';
import { answerQuestionKind } from '@web/features/daily-questions/api/daily-questions-outbox';
import { refreshDatePlans } from '@web/features/date-plans/api/date-plans-keys';
import { addEmotionKind } from '@web/features/emotions/api/emotions-outbox';
import { createEventKind } from '@web/features/events/api/events-outbox';
import { refreshGames } from '@web/features/games/api/games-keys';
import { writeLetterKind } from '@web/features/letters/api/letters-outbox';
import { refreshMemories } from '@web/features/memories/api/memories-keys';
import { refreshPet } from '@web/features/pet/api/pet-keys';
import { refreshProfile } from '@web/features/profile/api/profile-keys';
import { refreshReactions } from '@web/features/reactions/api/reactions-keys';
import type { OutboxKind } from '@web/lib/outbox/outbox-kind';
import { CHANGE_INVALIDATIONS, refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';
import { describe, expect, it } from 'vitest';
import { applyRealtimeEvent } from './realtime-invalidations';

/** What the outbox refreshes once a change of this kind is sent (use-outbox-mutation.ts). */
const afterSent =
  <T>(kind: OutboxKind<T>) =>
  (queryClient: Client) =>
    refreshAfter(queryClient, kind.change);

/**
 * Every feature's refresh after its own write (its `refresh<Feature>`, or for the features that
 * write through the outbox, its kind's change), and the realtime event the partner receives.
 */
const REFRESHES: [TRealtimeEventType, (queryClient: Client) => Promise<unknown>][] = [
  ['couples.updated', refreshCouples],
  ['profiles.updated', refreshProfile],
  ['events.changed', afterSent(createEventKind)],
  ['memories.changed', refreshMemories],
  ['bucket-list.changed', afterSent(createGoalKind)],
  ['emotions.changed', afterSent(addEmotionKind)],
  ['games.changed', refreshGames],
  ['pet.changed', refreshPet],
  ['date-plans.changed', refreshDatePlans],
  ['reactions.changed', refreshReactions],
  ['affection.changed', refreshAffection],
  // The partner's tap refreshes the counts as my own tap does (and shows a heart).
  ['affection.received', refreshAffection],
  ['daily-questions.changed', afterSent(answerQuestionKind)],
  ['chat.changed', afterSent(sendMessageKind)],
  ['chat.read', refreshChat],
  ['letters.changed', afterSent(writeLetterKind)],
];

/** A cache with two queries under every feature root; returns the keys left stale by `change`. */
async function staleAfter(change: (queryClient: Client) => Promise<unknown>) {
  const queryClient = new QueryClient();
  for (const root of Object.values(queryRoots)) {
    queryClient.setQueryData([...root, 'one'], { cached: true });
    queryClient.setQueryData([...root, 'two', 2], { cached: true });
  }
  await change(queryClient);
  return queryClient
    .getQueryCache()
    .findAll({ stale: true })
    .map((query) => JSON.stringify(query.queryKey))
    .sort();
}

describe("a mutation's refresh and the partner's realtime event", () => {
  it.each(REFRESHES)('refresh exactly the same queries for %s', async (type, refresh) => {
    const mine = await staleAfter(refresh);
    const partners = await staleAfter((queryClient) => applyRealtimeEvent(queryClient, { type }));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine).toEqual(partners);
  });

  it('covers every change the server announces', () => {
    expect(REFRESHES.map(([type]) => type).sort()).toEqual(
      Object.keys(CHANGE_INVALIDATIONS).sort(),
    );
  });

  it('refreshes the stats wherever a count they show changes', async () => {
    const stats = JSON.stringify([...queryRoots.stats, 'one']);
    expect(await staleAfter(afterSent(addEmotionKind))).toContain(stats);
    expect(await staleAfter(afterSent(createEventKind))).toContain(stats);
  });
});
