import type { TChatMessage, TChatPage } from '@shared/schemas/chat';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { isLocalId } from '@web/lib/outbox/outbox-entry';
import { chatKeys } from './chat-keys';
import type { ChatPageParam } from './list-chat-messages';

export type ChatThread = InfiniteData<TChatPage, ChatPageParam>;

/**
 * Changes the cached thread's pages, and only them: each helper returns the very same data when
 * there is nothing to change, so the screen is left alone.
 */
function updateThread(queryClient: QueryClient, update: (thread: ChatThread) => ChatThread): void {
  const thread = queryClient.getQueryData<ChatThread>(chatKeys.thread());
  if (!thread) return;
  const next = update(thread);
  if (next !== thread) queryClient.setQueryData(chatKeys.thread(), next);
}

const mapItems = (
  thread: ChatThread,
  change: (items: TChatMessage[], pageIndex: number) => TChatMessage[],
): ChatThread => {
  let isChanged = false;
  const pages = thread.pages.map((page, index) => {
    const items = change(page.items, index);
    if (items === page.items) return page;
    isChanged = true;
    return { ...page, items };
  });
  return isChanged ? { ...thread, pages } : thread;
};

/** Whether the newest page held is the thread's newest (nothing newer to load first). */
export const isAtNewest = (thread: ChatThread) => thread.pages.at(-1)?.newerCursor === null;

/** The photo or words of a message stand for the same message sent from this device. */
const sameContent = (local: TChatMessage, real: TChatMessage) =>
  local.text === real.text && (local.image === null) === (real.image === null);

/**
 * A message as the server has it now: replaced where it is shown, or added at the end when it
 * is new and the newest page is held (otherwise the screen reaches it by loading newer pages).
 * One of my own replaces the stand-in this device showed for it while it waited, if any.
 */
export function upsertMessage(
  queryClient: QueryClient,
  message: TChatMessage,
  waitingIds: ReadonlySet<string> = new Set(),
): void {
  updateThread(queryClient, (thread) => {
    const isShown = thread.pages.some((page) => page.items.some((item) => item.id === message.id));
    if (isShown) {
      const replaced = mapItems(thread, (items) =>
        items.some((item) => item.id === message.id)
          ? items.map((item) => (item.id === message.id ? message : item))
          : items,
      );
      return requote(replaced, message);
    }
    if (!isAtNewest(thread)) return thread;
    const last = thread.pages.length - 1;
    return mapItems(thread, (items, index) => {
      if (index !== last) return items;
      const standIn = message.isMine
        ? items.find(
            (item) => isLocalId(item.id) && !waitingIds.has(item.id) && sameContent(item, message),
          )
        : undefined;
      const kept = standIn ? items.filter((item) => item !== standIn) : items;
      return [...kept, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    });
  });
}

/**
 * A message this device's outbox just sent: its stand-in goes, and the server's message shows
 * in its place (or where the live event already put it).
 */
export function settleStandIn(queryClient: QueryClient, localId: string, message: TChatMessage) {
  updateThread(queryClient, (thread) =>
    mapItems(thread, (items) =>
      items.some((item) => item.id === localId)
        ? items.filter((item) => item.id !== localId)
        : items,
    ),
  );
  upsertMessage(queryClient, message);
}

/** A message that no longer exists (its author deleted it): gone, and quoted by no reply. */
export function removeMessage(queryClient: QueryClient, id: string): void {
  updateThread(queryClient, (thread) =>
    mapItems(thread, (items) =>
      items.some((item) => item.id === id || item.replyTo?.id === id)
        ? items
            .filter((item) => item.id !== id)
            .map((item) => (item.replyTo?.id === id ? { ...item, replyTo: null } : item))
        : items,
    ),
  );
}

/** The replies quoting a message show its words as they are now. */
function requote(thread: ChatThread, message: TChatMessage): ChatThread {
  return mapItems(thread, (items) =>
    items.some((item) => item.replyTo?.id === message.id && item.replyTo.text !== message.text)
      ? items.map((item) =>
          item.replyTo?.id === message.id
            ? { ...item, replyTo: { ...item.replyTo, text: message.text } }
            : item,
        )
      : items,
  );
}

/** Changes one shown message (an optimistic edit, a heart). */
export function patchMessage(
  queryClient: QueryClient,
  id: string,
  patch: Partial<TChatMessage>,
): void {
  updateThread(queryClient, (thread) =>
    mapItems(thread, (items) =>
      items.some((item) => item.id === id)
        ? items.map((item) => (item.id === id ? { ...item, ...patch } : item))
        : items,
    ),
  );
}

/** Adds a message made on this device at the end of the newest page held (a stand-in). */
export function appendMessage(queryClient: QueryClient, message: TChatMessage): void {
  updateThread(queryClient, (thread) => {
    if (thread.pages.some((page) => page.items.some((item) => item.id === message.id))) {
      return thread;
    }
    const last = thread.pages.length - 1;
    return mapItems(thread, (items, index) => (index === last ? [...items, message] : items));
  });
}

/**
 * Leaves only the page that opens the screen: what is kept on the device and drawn on the next
 * visit. A thread kept without it (the device kept an earlier page alone) is forgotten.
 */
export function keepOpeningPage(queryClient: QueryClient): void {
  const thread = queryClient.getQueryData<ChatThread>(chatKeys.thread());
  if (!thread || (thread.pages.length === 1 && thread.pageParams[0] === null)) return;
  const page = thread.pages[thread.pageParams.indexOf(null)];
  if (page) queryClient.setQueryData(chatKeys.thread(), { pages: [page], pageParams: [null] });
  else queryClient.removeQueries({ queryKey: chatKeys.thread(), exact: true });
}

/**
 * The thread left the screen: its opening page is kept, and asked for again on the next visit
 * (it opens at the read mark of then; no live event reaches a thread not on screen).
 */
export function leaveThread(queryClient: QueryClient): void {
  keepOpeningPage(queryClient);
  void queryClient.invalidateQueries({ queryKey: chatKeys.thread(), refetchType: 'none' });
}
