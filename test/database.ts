import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEMPLATE_DATABASE = 'juntos_test_template';

/** A fresh database cloned from the migrated template; dropped by the returned function. */
export async function createTestDatabase(adminUrl: string) {
  const name = `juntos_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Two files cloning at the same instant can briefly see each other on the template.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
        break;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
