import type { App } from '@server/app';
import type { ScopedRequest } from '../authorization';
import { type OwnerSeed, QUIZ_ANSWERS, SEEDED_PLAN } from './owner-seed';

/**
 * Who may call a route:
 * - public: anyone (health).
 * - auth: better-auth's own handler (sign-up, sign-in...), open by design, tested in src/server/auth.
 * - signed: a signed URL bound to the user it was issued to (stored images).
 * - self: a signed-in user acting on themselves (profile, couple link, realtime, dashboard).
 * - couple: a member of an active couple acting on that couple.
 */
export type RouteAccess = 'public' | 'auth' | 'signed' | 'self' | 'couple';

export interface RouteRule {
  access: RouteAccess;
  /** A concrete request aimed at the owner couple's data (not needed for public and auth). */
  request?: (seed: OwnerSeed) => ScopedRequest;
  /**
   * How a member of another couple is answered: 'not-found' when the request names the owner's
   * resource (404, as an id that does not exist), 'own-data' when it acts on "my couple" (never
   * a 5xx and nothing of the owner couple in the answer).
   */
  outsider?: 'not-found' | 'own-data';
  /** The 403 message for a user without an active couple, when the feature words it its way. */
  noCoupleMessage?: string;
  /**
   * It changes who the caller is linked to (ending a couple): checked after every other route,
   * so the callers are still who the other checks expect.
   */
  last?: boolean;
}

const plan = `/api/date-plans/${SEEDED_PLAN}`;
/** Hearts and comments name their target's kind, then its id. */
const TARGET = ':target{memory|photo}/:id';
const event = { title: 'Cambiado', eventDate: '2026-03-01' };

/**
 * Every API route of the app, keyed `METHOD path` exactly as Hono lists it in `app.routes`. A
 * route missing here fails route-access.integration.test.ts: whoever adds one says who may call
 * it, and the test then proves that everyone else is refused.
 */
export const ROUTE_TABLE: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public' },
  'GET /api/auth/*': { access: 'auth' },
  'POST /api/auth/*': { access: 'auth' },
  'GET /api/storage/:bucket/*': {
    access: 'signed',
    request: (s) => ({ method: 'GET', path: s.signedImageUrl }),
  },
  'GET /api/couples/me': {
    access: 'self',
    request: () => ({ method: 'GET', path: '/api/couples/me' }),
  },
  'POST /api/couples': {
    access: 'self',
    request: () => ({
      method: 'POST',
      path: '/api/couples',
      body: { relationshipStartDate: '2024-01-01' },
    }),
  },
  'POST /api/couples/join': {
    access: 'self',
    request: (s) => ({
      method: 'POST',
      path: '/api/couples/join',
      body: { code: s.owner.couple.coupleCode },
    }),
  },
  'GET /api/dashboard': {
    access: 'self',
    request: () => ({ method: 'GET', path: '/api/dashboard' }),
  },
  'GET /api/realtime': {
    access: 'self',
    request: () => ({ method: 'GET', path: '/api/realtime' }),
  },
  'GET /api/profile': { access: 'self', request: () => ({ method: 'GET', path: '/api/profile' }) },
  'PATCH /api/profile': {
    access: 'self',
    request: () => ({ method: 'PATCH', path: '/api/profile', body: { fullName: 'Otra Persona' } }),
  },
  'PUT /api/profile/avatar': {
    access: 'self',
    request: () => ({ method: 'PUT', path: '/api/profile/avatar', form: {} }),
  },
  'DELETE /api/profile/avatar': {
    access: 'self',
    request: () => ({ method: 'DELETE', path: '/api/profile/avatar' }),
  },
  'GET /api/date-plans': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/date-plans' }),
  },
  'POST /api/date-plans/:planNumber{[0-9]+}/start': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: `${plan}/start` }),
  },
  'POST /api/date-plans/:planNumber{[0-9]+}/complete': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: `${plan}/complete` }),
  },
  'POST /api/date-plans/:planNumber{[0-9]+}/toggle': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: `${plan}/toggle` }),
  },
  'PUT /api/date-plans/:planNumber{[0-9]+}/experience': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'PUT', path: `${plan}/experience`, body: { rating: 5 } }),
  },
  'GET /api/date-plans/:planNumber{[0-9]+}/photos': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: `${plan}/photos` }),
  },
  'POST /api/date-plans/:planNumber{[0-9]+}/photos': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: `${plan}/photos`, form: {} }),
  },
  'DELETE /api/date-plans/photos/:photoId': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'DELETE', path: `/api/date-plans/photos/${s.photoId}` }),
  },
  'GET /api/games/quiz': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/games/quiz' }),
  },
  'POST /api/games/quiz': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: '/api/games/quiz', body: QUIZ_ANSWERS }),
  },
  'GET /api/emotions/today': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/emotions/today' }),
  },
  'GET /api/emotions/month': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/emotions/month' }),
  },
  'POST /api/emotions': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: '/api/emotions', body: { emotionType: 'triste' } }),
  },
  'DELETE /api/emotions/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'DELETE', path: `/api/emotions/${s.emotionId}` }),
  },
  'GET /api/daily-questions/today': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/daily-questions/today' }),
  },
  'GET /api/daily-questions/history': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/daily-questions/history' }),
  },
  'PUT /api/daily-questions/:id/answer': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({
      method: 'PUT',
      path: `/api/daily-questions/${s.dailyQuestionId}/answer`,
      body: { answer: 'Intruso' },
    }),
  },
  'GET /api/memories': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/memories' }),
  },
  'GET /api/memories/summary': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/memories/summary' }),
  },
  'GET /api/memories/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'GET', path: `/api/memories/${s.memoryId}` }),
  },
  'POST /api/memories': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: '/api/memories', form: { title: 'De otros' } }),
  },
  'PATCH /api/memories/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({
      method: 'PATCH',
      path: `/api/memories/${s.memoryId}`,
      form: { title: 'Robado' },
    }),
  },
  'DELETE /api/memories/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'DELETE', path: `/api/memories/${s.memoryId}` }),
  },
  'GET /api/pet': {
    access: 'couple',
    outsider: 'own-data',
    noCoupleMessage: 'pet.noCouple',
    request: () => ({ method: 'GET', path: '/api/pet' }),
  },
  'POST /api/pet': {
    access: 'couple',
    outsider: 'own-data',
    noCoupleMessage: 'pet.noCouple',
    request: () => ({
      method: 'POST',
      path: '/api/pet',
      body: { petType: 'cat', petName: 'Otro' },
    }),
  },
  'POST /api/pet/actions/:action': {
    access: 'couple',
    outsider: 'own-data',
    noCoupleMessage: 'pet.noCouple',
    request: () => ({ method: 'POST', path: '/api/pet/actions/fed' }),
  },
  'GET /api/pet/shop': {
    access: 'couple',
    outsider: 'own-data',
    noCoupleMessage: 'pet.noCouple',
    request: () => ({ method: 'GET', path: '/api/pet/shop' }),
  },
  'POST /api/pet/shop/:itemId/purchase': {
    access: 'couple',
    outsider: 'own-data',
    noCoupleMessage: 'pet.noCouple',
    request: (s) => ({ method: 'POST', path: `/api/pet/shop/${s.shopItemId}/purchase` }),
  },
  'GET /api/events': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/events' }),
  },
  'POST /api/events': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: '/api/events', body: event }),
  },
  'PUT /api/events/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'PUT', path: `/api/events/${s.eventId}`, body: event }),
  },
  'DELETE /api/events/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'DELETE', path: `/api/events/${s.eventId}` }),
  },
  'GET /api/bucket-list': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/bucket-list' }),
  },
  'POST /api/bucket-list': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: '/api/bucket-list', body: { title: 'De otros' } }),
  },
  'PUT /api/bucket-list/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({
      method: 'PUT',
      path: `/api/bucket-list/${s.bucketItemId}`,
      body: { title: 'Robado' },
    }),
  },
  'PUT /api/bucket-list/:id/completed': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({
      method: 'PUT',
      path: `/api/bucket-list/${s.bucketItemId}/completed`,
      body: { completed: true },
    }),
  },
  'DELETE /api/bucket-list/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'DELETE', path: `/api/bucket-list/${s.bucketItemId}` }),
  },
  'GET /api/stats': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/stats' }),
  },
  'POST /api/couples/end': {
    access: 'self',
    last: true,
    request: () => ({ method: 'POST', path: '/api/couples/end' }),
  },
  'POST /api/account-deletion': {
    access: 'self',
    request: () => ({
      method: 'POST',
      path: '/api/account-deletion',
      body: { password: 'not-their-password' },
    }),
  },
  'GET /api/export/status': {
    access: 'self',
    request: () => ({ method: 'GET', path: '/api/export/status' }),
  },
  'GET /api/export': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/export' }),
  },
  // A couple the caller is or was in (an ended one's archive for 30 days): 404 for anyone else.
  'GET /api/export/:coupleId': {
    access: 'self',
    request: (s) => ({ method: 'GET', path: `/api/export/${s.owner.couple.id}` }),
  },
  // The secret token in the URL is the access (calendar apps send no cookie): calendar-feed.test.ts.
  'GET /api/calendar-feed/feed.ics': { access: 'public' },
  'GET /api/calendar-feed': {
    access: 'self',
    request: () => ({ method: 'GET', path: '/api/calendar-feed' }),
  },
  'POST /api/calendar-feed': {
    access: 'self',
    request: () => ({ method: 'POST', path: '/api/calendar-feed', body: { language: 'es' } }),
  },
  'DELETE /api/calendar-feed': {
    access: 'self',
    request: () => ({ method: 'DELETE', path: '/api/calendar-feed' }),
  },
  'GET /api/notifications': {
    access: 'self',
    request: () => ({ method: 'GET', path: '/api/notifications' }),
  },
  'PUT /api/notifications': {
    access: 'self',
    request: () => ({
      method: 'PUT',
      path: '/api/notifications',
      body: {
        disabledKinds: [],
        quietStart: '22:00',
        quietEnd: '08:00',
        timeZone: 'Europe/Madrid',
        language: 'es',
      },
    }),
  },
  'POST /api/notifications/subscriptions': {
    access: 'self',
    request: () => ({ method: 'POST', path: '/api/notifications/subscriptions', body: {} }),
  },
  'POST /api/notifications/subscriptions/remove': {
    access: 'self',
    request: () => ({
      method: 'POST',
      path: '/api/notifications/subscriptions/remove',
      body: { endpoint: 'https://push.example/none' },
    }),
  },
  'GET /api/devices': { access: 'self', request: () => ({ method: 'GET', path: '/api/devices' }) },
  'POST /api/devices/sign-out-others': {
    access: 'self',
    request: () => ({ method: 'POST', path: '/api/devices/sign-out-others', body: {} }),
  },
  // The owner's partner's session: another account's device is a 404, as an unknown id.
  'DELETE /api/devices/:id': {
    access: 'self',
    request: (s) => ({ method: 'DELETE', path: `/api/devices/${s.sessionId}` }),
  },
  'POST /api/app-lock/passkey-challenge': {
    access: 'self',
    request: () => ({ method: 'POST', path: '/api/app-lock/passkey-challenge', body: {} }),
  },
  'POST /api/app-lock/unlock-with-passkey': {
    access: 'self',
    request: () => ({
      method: 'POST',
      path: '/api/app-lock/unlock-with-passkey',
      body: { response: { id: 'none', response: {} } },
    }),
  },
  'POST /api/app-lock/unlock-with-password': {
    access: 'self',
    request: () => ({
      method: 'POST',
      path: '/api/app-lock/unlock-with-password',
      body: { password: 'not-the-password' },
    }),
  },
  'POST /api/games/quiz/rounds': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: '/api/games/quiz/rounds', body: { after: 1 } }),
  },
  'GET /api/memories/on-this-day': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/memories/on-this-day' }),
  },
  'GET /api/affection': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/affection' }),
  },
  'POST /api/affection': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: '/api/affection', body: null }),
  },
  'POST /api/affection/seen': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: '/api/affection/seen' }),
  },
  [`GET /api/reactions/${TARGET}`]: {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'GET', path: `/api/reactions/memory/${s.memoryId}` }),
  },
  [`PUT /api/reactions/${TARGET}/heart`]: {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'PUT', path: `/api/reactions/photo/${s.photoId}/heart` }),
  },
  [`DELETE /api/reactions/${TARGET}/heart`]: {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'DELETE', path: `/api/reactions/memory/${s.memoryId}/heart` }),
  },
  [`POST /api/reactions/${TARGET}/comments`]: {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({
      method: 'POST',
      path: `/api/reactions/memory/${s.memoryId}/comments`,
      body: { text: 'De otra pareja' },
    }),
  },
  'PATCH /api/reactions/comments/:commentId': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({
      method: 'PATCH',
      path: `/api/reactions/comments/${s.commentId}`,
      body: { text: 'Cambiado por otros' },
    }),
  },
  'DELETE /api/reactions/comments/:commentId': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'DELETE', path: `/api/reactions/comments/${s.commentId}` }),
  },
  'GET /api/chat': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/chat' }),
  },
  'GET /api/chat/messages': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/chat/messages' }),
  },
  'GET /api/chat/messages/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'GET', path: `/api/chat/messages/${s.chatMessageId}` }),
  },
  'POST /api/chat/messages': {
    access: 'couple',
    outsider: 'own-data',
    request: (s) => ({
      method: 'POST',
      path: '/api/chat/messages',
      body: { text: 'De otra pareja', replyToId: s.chatMessageId },
    }),
  },
  'PATCH /api/chat/messages/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({
      method: 'PATCH',
      path: `/api/chat/messages/${s.chatMessageId}`,
      body: { text: 'Cambiado por otros' },
    }),
  },
  'DELETE /api/chat/messages/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'DELETE', path: `/api/chat/messages/${s.chatMessageId}` }),
  },
  'PUT /api/chat/messages/:id/heart': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'PUT', path: `/api/chat/messages/${s.chatMessageId}/heart` }),
  },
  'DELETE /api/chat/messages/:id/heart': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'DELETE', path: `/api/chat/messages/${s.chatMessageId}/heart` }),
  },
  'POST /api/chat/marks': {
    access: 'couple',
    // Another couple's message moves no mark: nothing to refuse, nothing told.
    outsider: 'own-data',
    request: (s) => ({ method: 'POST', path: '/api/chat/marks', body: { read: s.chatMessageId } }),
  },
  'POST /api/chat/typing': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'POST', path: '/api/chat/typing', body: null }),
  },
  'GET /api/letters': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({ method: 'GET', path: '/api/letters' }),
  },
  'GET /api/letters/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'GET', path: `/api/letters/${s.letterId}` }),
  },
  'POST /api/letters': {
    access: 'couple',
    outsider: 'own-data',
    request: () => ({
      method: 'POST',
      path: '/api/letters',
      form: { body: 'De otra pareja', openWhenSuggestion: 'sad' },
    }),
  },
  'PATCH /api/letters/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({
      method: 'PATCH',
      path: `/api/letters/${s.letterId}`,
      form: { body: 'Robada', openWhenSuggestion: 'sad' },
    }),
  },
  'DELETE /api/letters/:id': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'DELETE', path: `/api/letters/${s.letterId}` }),
  },
  'POST /api/letters/:id/open': {
    access: 'couple',
    outsider: 'not-found',
    request: (s) => ({ method: 'POST', path: `/api/letters/${s.letterId}/open`, body: null }),
  },
};

export interface ListedRoute {
  method: string;
  path: string;
  key: string;
}

/**
 * The endpoints the app serves, read from its own router: every registered handler except
 * middleware (`ALL <prefix>/*`), once per method and path (a route with its own body limit is
 * listed twice by Hono).
 */
export function listEndpoints(app: App): ListedRoute[] {
  const seen = new Map<string, ListedRoute>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' && path.endsWith('/*')) continue;
    const key = `${method} ${path}`;
    if (!seen.has(key)) seen.set(key, { method, path, key });
  }
  return [...seen.values()];
}
