// The single entry drizzle-kit reads; application code imports the table files directly.
export * from './affection';
export * from './auth';
export * from './couples';
export * from './daily-questions';
export * from './date-plans';
export * from './devices';
export * from './exports';
export * from './idempotency-keys';
export * from './jobs';
export * from './moments';
export * from './password-throttles';
export * from './pets';
export * from './realtime';
export * from './shared-content';
