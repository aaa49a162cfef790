import type { TChatMessage } from '@shared/schemas/chat';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatKeys } from './chat-keys';
import { appendMessage, type ChatThread, settleStandIn, upsertMessage } from './thread-cache';

const message = (id: string, createdAt: string, text = 'Te quiero'): TChatMessage => ({
  id,
  text,
  image: null,
  voice: null,
  replyTo: null,
  createdBy: null,
  isMine: true,
  createdAt,
  editedAt: null,
  heartedByMe: false,
  heartedByPartner: false,
});

function threadWith(...items: TChatMessage[]) {
  const queryClient = new QueryClient();
  const thread: ChatThread = {
    pages: [{ items, olderCursor: null, newerCursor: null, firstUnreadId: null }],
    pageParams: [null],
  };
  queryClient.setQueryData(chatKeys.thread(), thread);
  const ids = () =>
    queryClient
      .getQueryData<ChatThread>(chatKeys.thread())
      ?.pages.flatMap((page) => page.items.map((item) => item.id));
  return { queryClient, ids };
}

describe('the chat thread held on the device', () => {
  it('shows a message sent from the outbox once, whether its live event came first or not', () => {
    const standIn = message('local-1', '2026-12-07T10:00:00.000Z');
    const stored = message('41', '2026-12-07T10:00:02.000Z');

    // The live event arrives while the outbox still lists the stand-in as waiting.
    const liveFirst = threadWith(message('40', '2026-12-07T09:00:00.000Z'), standIn);
    upsertMessage(liveFirst.queryClient, stored, new Set(['local-1']));
    expect(liveFirst.ids()).toEqual(['40', 'local-1', '41']);
    settleStandIn(liveFirst.queryClient, 'local-1', stored);
    expect(liveFirst.ids()).toEqual(['40', '41']);

    // The outbox settles first; the live event then only replaces what is shown.
    const sentFirst = threadWith(message('40', '2026-12-07T09:00:00.000Z'), standIn);
    settleStandIn(sentFirst.queryClient, 'local-1', stored);
    upsertMessage(sentFirst.queryClient, stored, new Set());
    expect(sentFirst.ids()).toEqual(['40', '41']);
  });

  it('adds a stand-in once however often the waiting change is applied again', () => {
    const { queryClient, ids } = threadWith(message('40', '2026-12-07T09:00:00.000Z'));
    const standIn = message('local-2', '2026-12-07T10:00:00.000Z');
    appendMessage(queryClient, standIn);
    appendMessage(queryClient, standIn);
    expect(ids()).toEqual(['40', 'local-2']);
  });
});
