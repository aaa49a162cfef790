import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Session } from './session';
import { isScreenWorthReturningTo, markSignedOut, startSession } from './session-cache';
import { endSession } from './session-ended';
import { sessionKeys } from './session-keys';

const ana: Session = {
  user: { id: 'u1', email: 'ana@example.com', name: 'Ana', emailVerified: true },
};

/** A session check the test answers when it likes, as a slow network would. */
function pendingSessionCheck(queryClient: QueryClient) {
  let answer: (session: Session | null) => void = () => undefined;
  const fetched = queryClient
    .fetchQuery({
      queryKey: sessionKeys.all,
      queryFn: () => new Promise<Session | null>((resolve) => (answer = resolve)),
    })
    .catch(() => undefined);
  return { answer: (session: Session | null) => answer(session), fetched };
}

describe('the session in the cache', () => {
  it('stays signed out when a check begun before the sign-out answers after it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.all, ana);
    const check = pendingSessionCheck(queryClient);

    markSignedOut(queryClient);
    check.answer(ana);
    await check.fetched;

    expect(queryClient.getQueryData(sessionKeys.all)).toBeNull();
  });

  it('stays signed in when a check begun before the sign-in answers "nobody" after it', async () => {
    const queryClient = new QueryClient();
    const check = pendingSessionCheck(queryClient);

    await startSession(queryClient, ana);
    check.answer(null);
    await check.fetched;

    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(ana);
  });

  it('keeps the screen to come back to only until a session ends in the tab', async () => {
    const queryClient = new QueryClient();
    await startSession(queryClient, ana);
    expect(isScreenWorthReturningTo()).toBe(true);
    markSignedOut(queryClient);
    expect(isScreenWorthReturningTo()).toBe(false);

    await startSession(queryClient, ana);
    expect(isScreenWorthReturningTo()).toBe(true);
    endSession(queryClient);
    expect(isScreenWorthReturningTo()).toBe(false);
  });
});
