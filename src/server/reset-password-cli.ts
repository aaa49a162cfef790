import { createResetLink } from './auth/reset-link';
import { ConfigError, loadConfig } from './config';
import { createDatabase, createPool } from './db/client';
import { openToolDatabase } from './db/tool-database';

// `npm run reset-password -- <email>`: a one-time link for someone who forgot their password on a
// server that sends no email. The link alone is printed on stdout (a script can read it); what the
// operator should know goes to stderr.

async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email) {
    console.error('Usage: npm run reset-password -- <email>');
    return 2;
  }
  const config = loadConfig();
  const baseUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const database = await openToolDatabase(config);
  const pool = createPool(database.url, 1);
  try {
    const link = await createResetLink(createDatabase(pool), { email, baseUrl });
    if (!link) {
      console.error(`No account has the email ${email} (database: ${database.source}).`);
      return 1;
    }
    console.error(
      `A link for ${email}; it works once, for one hour, and signs the account out everywhere. ` +
        'Give it to its owner only, through a channel you trust:',
    );
    console.log(link);
    if (!config.PUBLIC_URL) {
      console.error('PUBLIC_URL is not set: change the address if people reach the app elsewhere.');
    }
    return 0;
  } finally {
    await pool.end();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
