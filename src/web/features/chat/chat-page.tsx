import type { TChatMessage } from '@shared/schemas/chat';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { ImageLightbox, type LightboxImage } from '@web/components/image-lightbox';
import { PageShell } from '@web/components/page-shell';
import { QueryView } from '@web/components/query-view';
import { Skeleton } from '@web/components/ui/skeleton';
import { firstName } from '@web/lib/names';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chatSummaryQueryOptions, useChatSummary } from './api/get-chat-summary';
import { chatThreadQueryOptions, useChatThread } from './api/list-chat-messages';
import { useSetChatHeart } from './api/set-heart';
import { keepOpeningPage, leaveThread } from './api/thread-cache';
import { ChatComposer, type ComposerMode } from './components/chat-composer';
import { ChatHeader } from './components/chat-header';
import { ChatThread, NEW_MESSAGES_ID } from './components/chat-thread';
import { DeleteMessageDialog } from './components/delete-message-dialog';
import type { MessageActionHandlers } from './components/message-actions';
import { useChatLive } from './use-chat-live';
import { useReadMark } from './use-chat-marks';
import { isNearEnd, scrollToEnd, useThreadScroll } from './use-thread-scroll';

/** What the screen asks for first: fetched while its code and texts still load (app/router). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchInfiniteQuery(chatThreadQueryOptions());
  void queryClient.prefetchQuery(chatSummaryQueryOptions());
}

function ThreadSkeleton() {
  return (
    <div className="flex flex-col gap-3 pt-4" aria-hidden="true">
      <Skeleton className="h-12 w-3/5 rounded-3xl" />
      <Skeleton className="h-16 w-2/3 self-end rounded-3xl" />
      <Skeleton className="h-10 w-1/2 rounded-3xl" />
      <Skeleton className="h-12 w-3/5 self-end rounded-3xl" />
    </div>
  );
}

/** Leaves room under the thread for the composer, whose height changes (a reply, a photo). */
function useComposerRoom() {
  const boxRef = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(96);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      // A reply's quote or a photo makes the box taller: the end of the thread stays in view.
      const isAtEnd = isNearEnd();
      setRoom(box.offsetHeight);
      if (isAtEnd) requestAnimationFrame(scrollToEnd);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { boxRef, room };
}

/** "Vuestro chat": the couple's private conversation, live, opening at the last read message. */
export default function ChatPage() {
  const queryClient = useQueryClient();
  // What the device kept of the thread is its opening page, or nothing (thread-cache.ts).
  useState(() => keepOpeningPage(queryClient));
  const thread = useChatThread();
  const summary = useChatSummary();
  const isTyping = useChatLive();
  const heart = useSetChatHeart();
  const [mode, setMode] = useState<ComposerMode>({ kind: 'new' });
  const [deleting, setDeleting] = useState<TChatMessage | null>(null);
  const [photo, setPhoto] = useState<LightboxImage | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const { boxRef, room } = useComposerRoom();
  const partnerName = firstName(summary.data?.partnerName ?? '');

  // The divider stays where the screen opened, while the reader reads on.
  const openingPage = thread.data?.pages[thread.data.pageParams.indexOf(null)];
  const [firstUnreadId] = useState(() => openingPage?.firstUnreadId ?? null);
  const anchorId = firstUnreadId ?? openingPage?.firstUnreadId ?? null;
  const messages = useMemo(
    () => thread.data?.pages.flatMap((page) => page.items) ?? [],
    [thread.data],
  );
  const isEndInView = useThreadScroll({
    isReady: thread.data !== undefined,
    anchorId: anchorId ? NEW_MESSAGES_ID : null,
    firstId: messages[0]?.id,
    lastId: messages.at(-1)?.id,
    endRef,
  });
  useReadMark(messages, summary.data?.myReadUpTo, isEndInView);
  // What the device keeps of the thread is the page that opens it (thread-cache.ts).
  useEffect(() => () => leaveThread(queryClient), [queryClient]);

  // The same handlers on every render: the bubbles are drawn again only when they change.
  const setHeart = heart.mutate;
  const handlers: MessageActionHandlers = useMemo(
    () => ({
      onReply: (message) => {
        setMode({ kind: 'reply', message });
        textRef.current?.focus();
      },
      onHeart: (message) => setHeart({ id: message.id, isOn: !message.heartedByMe }),
      onEdit: (message) => setMode({ kind: 'edit', message }),
      onDelete: (message) => setDeleting(message),
    }),
    [setHeart],
  );
  const onModeDone = useCallback(() => setMode({ kind: 'new' }), []);

  return (
    <>
      <PageShell header={<ChatHeader partnerName={partnerName} isTyping={isTyping} />}>
        <div style={{ paddingBottom: room + 16 }}>
          <QueryView query={thread} pending={<ThreadSkeleton />} messageKey="chat.loadError">
            {(data) => (
              <ChatThread
                messages={messages}
                summary={summary.data}
                partnerName={partnerName}
                firstUnreadId={anchorId}
                older={{
                  hasMore: thread.hasPreviousPage,
                  isLoading: thread.isFetchingPreviousPage,
                  load: () => void thread.fetchPreviousPage(),
                }}
                newer={{
                  hasMore: thread.hasNextPage,
                  isLoading: thread.isFetchingNextPage,
                  load: () => void thread.fetchNextPage(),
                }}
                handlers={handlers}
                onOpenPhoto={setPhoto}
                endRef={endRef}
                key={data.pageParams.length === 0 ? 'empty' : 'thread'}
              />
            )}
          </QueryView>
        </div>
      </PageShell>
      <ChatComposer
        mode={mode}
        onModeDone={onModeDone}
        partnerName={partnerName}
        onSent={() => requestAnimationFrame(scrollToEnd)}
        boxRef={boxRef}
        textRef={textRef}
      />
      <ImageLightbox image={photo} onClose={() => setPhoto(null)} />
      <DeleteMessageDialog
        message={deleting}
        onClose={() => setDeleting(null)}
        focusAfter={() => textRef.current}
      />
    </>
  );
}
