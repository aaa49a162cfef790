import type { Db } from '@server/db/client';
import type { Logger } from '@server/logger';
import { FALLBACK_LANGUAGE, type TLanguage } from '@shared/constants';
import { DEFAULT_QUIET_END, DEFAULT_QUIET_START, quietHoursEnd } from '@shared/domain/quiet-hours';
import type { TNotificationKind } from '@shared/schemas/notifications';
import webpush from 'web-push';
import {
  deleteSubscriptionById,
  findDuePushes,
  findSettingsRow,
  findSubscriptions,
  finishPushes,
  lastDeliveredAt,
  type PushOutboxRow,
  type PushSubscriptionRow,
  postponePushes,
  retryPushes,
} from './notifications.repository';
import { postToPushService, RefusedPushEndpoint } from './push-connection';
import { checkPushEndpoint, type PushEndpointPolicy } from './push-endpoint-policy';
import { DISCREET_PUSH_TEXT, PUSH_TEXTS, PUSH_URLS } from './push-texts';
import type { VapidKeys } from './vapid-keys';

const HOUR = 3_600_000;
/** At most one push of a kind per person per hour; what arrives meanwhile waits and is grouped. */
export const KIND_CAP_MS = HOUR;
/**
 * Kinds with a shorter cap: a conversation's pushes come a minute apart at most (each groups
 * what arrived meanwhile, and the partner's open thread drops them once read).
 */
export const KIND_CAP_OVERRIDES: Partial<Record<TNotificationKind, number>> = { chat: 60_000 };
/** Then given up: five tries over about half an hour (1, 2, 4, 8, 16 minutes apart). */
const MAX_ATTEMPTS = 5;
const BATCH = 500;
const CONCURRENCY = 8;
const SEND_TIMEOUT_MS = 10_000;

type Outcome = 'delivered' | 'gone' | 'failed';

export interface SenderDependencies {
  db: Db;
  keys: VapidKeys;
  log: Logger;
  policy: PushEndpointPolicy;
}

/** What the service worker receives (and shows as it is). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * One push through the push service: the payload encrypted for the subscription (RFC 8291,
 * aes128gcm) and signed with our VAPID key (RFC 8292) by `web-push`, posted under the endpoint
 * policy (`push-connection.ts`): public push services only, redirects never followed.
 */
async function sendOne(
  subscription: PushSubscriptionRow,
  payload: PushPayload,
  deps: SenderDependencies,
): Promise<Outcome> {
  // Stored before the policy (or under a setting since removed): it can never be sent to.
  if (checkPushEndpoint(subscription.endpoint, deps.policy).kind === 'refused') return 'gone';
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: deps.keys,
      TTL: 24 * 60 * 60,
      // A newer push of the same kind replaces one still waiting at the push service.
      topic: payload.tag,
    },
  );
  const headers = { ...request.headers } as Record<string, string>;
  delete headers['Content-Length'];
  try {
    const response = await postToPushService(request.endpoint, deps.policy, {
      headers,
      body: request.body ? Buffer.from(request.body) : null,
      timeoutMs: SEND_TIMEOUT_MS,
    });
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.status >= 200 && response.status < 300 ? 'delivered' : 'failed';
  } catch (error) {
    if (error instanceof RefusedPushEndpoint) {
      // The subscription's id, never its endpoint (a capability URL of someone's browser).
      deps.log.warn({ subscriptionId: subscription.id, reason: error.message }, 'push refused');
    }
    return 'failed';
  }
}

function groupByPersonAndKind(rows: PushOutboxRow[]): PushOutboxRow[][] {
  const groups = new Map<string, PushOutboxRow[]>();
  for (const row of rows) {
    const key = `${row.userId}\u0000${row.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/**
 * A discreet push: the same for every kind (one tag, so a newer one replaces the last) and
 * opening the dashboard, so neither the lock screen nor the push service learns what happened.
 */
export const DISCREET_TAG = 'juntos';

function discreetPayload(language: string): PushPayload {
  const title = DISCREET_PUSH_TEXT[language as TLanguage] ?? DISCREET_PUSH_TEXT[FALLBACK_LANGUAGE];
  return { title, body: '', url: '/dashboard', tag: DISCREET_TAG };
}

function payloadFor(rows: PushOutboxRow[], language: string, isDiscreet: boolean): PushPayload {
  if (isDiscreet) return discreetPayload(language);
  const newest = rows.at(-1) as PushOutboxRow;
  const kind = newest.kind as TNotificationKind;
  const texts = PUSH_TEXTS[language as TLanguage] ?? PUSH_TEXTS[FALLBACK_LANGUAGE];
  const message = texts[kind]({ ...newest.params, count: rows.length });
  // A push may name its own screen (a comment on a date-plan photo opens the plans).
  const path = newest.params.path;
  return { ...message, url: typeof path === 'string' ? path : PUSH_URLS[kind], tag: kind };
}

/** One person's pending pushes of one kind: wait (quiet hours, cap), send grouped, or retry. */
async function deliverGroup(
  deps: SenderDependencies,
  rows: PushOutboxRow[],
  now: Date,
): Promise<void> {
  const { db } = deps;
  const first = rows[0] as PushOutboxRow;
  const ids = rows.map((row) => row.id);
  const settings = await findSettingsRow(db, first.userId);
  const quietEnd = quietHoursEnd(now, settings?.timeZone ?? 'UTC', {
    start: settings?.quietStart ?? DEFAULT_QUIET_START,
    end: settings?.quietEnd ?? DEFAULT_QUIET_END,
  });
  if (quietEnd) return postponePushes(db, ids, quietEnd);
  const last = await lastDeliveredAt(db, first.userId, first.kind);
  const cap = KIND_CAP_OVERRIDES[first.kind as TNotificationKind] ?? KIND_CAP_MS;
  if (last && now.getTime() - last.getTime() < cap) {
    return postponePushes(db, ids, new Date(last.getTime() + cap));
  }

  const subscriptions = await findSubscriptions(db, first.userId);
  const payload = payloadFor(
    rows,
    settings?.language ?? FALLBACK_LANGUAGE,
    settings?.discreet ?? false,
  );
  const outcomes = await Promise.all(
    subscriptions.map(async (subscription) => {
      const outcome = await sendOne(subscription, payload, deps);
      // The browser unsubscribed or the subscription expired: it will never work again.
      if (outcome === 'gone') await deleteSubscriptionById(db, subscription.id);
      return outcome;
    }),
  );
  if (outcomes.includes('delivered')) return finishPushes(db, ids, { at: now, delivered: true });
  const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
  if (!outcomes.includes('failed') || attempts >= MAX_ATTEMPTS) {
    if (outcomes.includes('failed')) deps.log.warn({ kind: first.kind }, 'push given up');
    return finishPushes(db, ids, { at: now, delivered: false });
  }
  const backoff = 60_000 * 2 ** (attempts - 1);
  return retryPushes(db, ids, { attempts, notBefore: new Date(now.getTime() + backoff) });
}

/** The sender job's run: every due push, grouped per person and kind. */
export async function deliverDuePushes(deps: SenderDependencies, now: Date): Promise<void> {
  const rows = await findDuePushes(deps.db, now, BATCH);
  const groups = groupByPersonAndKind(rows);
  // A few groups at a time: push services answer in tens of milliseconds, mostly waiting.
  const worker = async () => {
    for (let group = groups.shift(); group; group = groups.shift()) {
      try {
        await deliverGroup(deps, group, now);
      } catch (error) {
        deps.log.error({ err: error }, 'could not deliver a push');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}
