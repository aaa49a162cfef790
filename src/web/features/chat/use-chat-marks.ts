import type { TChatMessage, TChatSummary } from '@shared/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { isLocalId } from '@web/lib/outbox/outbox-entry';
import { useEffect, useState } from 'react';
import { markChat } from './api/mark-chat';

const isAfter = (instant: string, mark: string | null) => mark === null || instant > mark;

/**
 * "Entregado": the partner's newest message reached this device (a screen showing the chat's
 * summary is open), so it is marked delivered once.
 */
export function useDeliveredMark(summary: TChatSummary | undefined): void {
  const queryClient = useQueryClient();
  const last = summary?.last;
  const isNew = last && !last.isMine && isAfter(last.createdAt, summary.myReadUpTo);
  const id = isNew ? last.id : null;
  useEffect(() => {
    if (id) markChat(queryClient, { delivered: id });
  }, [id, queryClient]);
}

/** Whether the document is shown (not a tab behind another, not a phone's locked screen). */
function useIsVisible(): boolean {
  const [isVisible, setIsVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState === 'visible',
  );
  useEffect(() => {
    const update = () => setIsVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return isVisible;
}

/**
 * "Leído": while the end of the thread is in view on a shown screen, the newest message there
 * that the partner wrote after my read mark is marked read.
 */
export function useReadMark(
  messages: readonly TChatMessage[],
  myReadUpTo: string | null | undefined,
  isEndInView: boolean,
): void {
  const queryClient = useQueryClient();
  const isVisible = useIsVisible();
  const newest = messages.findLast((message) => !isLocalId(message.id));
  const id =
    newest && !newest.isMine && myReadUpTo !== undefined && isAfter(newest.createdAt, myReadUpTo)
      ? newest.id
      : null;
  useEffect(() => {
    if (id && isVisible && isEndInView) markChat(queryClient, { read: id });
  }, [id, isVisible, isEndInView, queryClient]);
}
