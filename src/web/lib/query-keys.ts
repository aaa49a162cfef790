/**
 * The first element of every query key, one per feature, spelled only here. Each feature's key
 * factory builds on its root, and realtime events invalidate by root (TanStack Query matches
 * keys by prefix), so a root renamed here cannot silently stop a feature's live updates.
 */
export const queryRoots = {
  session: ['session'],
  // A server setting the sign-in screen asks for: never invalidated by a change.
  passwordResetMode: ['password-reset-mode'],
  // What a reset link's form offers to remove too: asked once per link.
  resetLinkPasskeys: ['reset-link-passkeys'],
  passkeys: ['passkeys'],
  couples: ['couples'],
  dashboard: ['dashboard'],
  profile: ['profile'],
  events: ['events'],
  memories: ['memories'],
  bucketList: ['bucket-list'],
  emotions: ['emotions'],
  games: ['games'],
  pet: ['pet'],
  datePlans: ['date-plans'],
  stats: ['stats'],
  affection: ['affection'],
  reactions: ['reactions'],
  dailyQuestions: ['daily-questions'],
  // The chat's summary (unread count, last message, both partners' marks)...
  chat: ['chat'],
  // ...and its thread, apart: an open thread is patched message by message as events name them
  // (features/chat), so a change refetches no page of it; only a resync does.
  chatThread: ['chat-thread'],
  letters: ['letters'],
} as const;

export type QueryRoot = (typeof queryRoots)[keyof typeof queryRoots];
