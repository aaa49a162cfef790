import { createScratchDatabase, type ScratchDatabase } from '@test/database';

export type E2eDatabase = ScratchDatabase;

/**
 * An empty database on the TEST_DATABASE_URL server for the app under test; the app migrates it
 * itself at start, exactly as a fresh production install would.
 */
export function createE2eDatabase(adminUrl: string): Promise<E2eDatabase> {
  return createScratchDatabase(adminUrl, { prefix: 'juntos_e2e' });
}
