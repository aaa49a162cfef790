import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEMPLATE_DATABASE = 'juntos_test_template';

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the admin URL's server, empty or cloned from `template`; dropped by the
 * returned function.
 */
export async function createScratchDatabase(
  adminUrl: string,
  { prefix, template }: { prefix: string; template?: string },
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    // Two files cloning at the same instant can briefly see each other on the template.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      ).then(() => {}),
  };
}

/** A fresh database cloned from the migrated template (fast, isolated per test file). */
export function createTestDatabase(adminUrl: string): Promise<ScratchDatabase> {
  return createScratchDatabase(adminUrl, { prefix: 'juntos_test', template: TEMPLATE_DATABASE });
}
