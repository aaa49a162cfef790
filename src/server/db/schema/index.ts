// The single entry drizzle-kit reads; application code imports the table files directly.
export * from './auth';
export * from './couples';
export * from './date-plans';
export * from './jobs';
export * from './pets';
export * from './realtime';
export * from './shared-content';
