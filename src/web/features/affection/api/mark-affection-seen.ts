import { apiFetch } from '@web/lib/api-client';

/** The heart reached this open screen: the server drops the push it was holding for it. */
export const markAffectionSeen = () =>
  apiFetch<void>('/api/affection/seen', { method: 'POST' }).catch(() => {
    // Only a push the person may still get; nothing to tell them.
  });
