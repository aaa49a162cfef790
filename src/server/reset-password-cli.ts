import { createResetLink } from './auth/reset-link';
import { hasSecondStep, removeSecondStep } from './auth/second-step-reset';
import { ConfigError, loadConfig } from './config';
import { createDatabase, createPool } from './db/client';
import { openToolDatabase } from './db/tool-database';
import { systemClock } from './jobs/clock';

// `npm run reset-password -- <email>`: a one-time link for someone who forgot their password on a
// server that sends no email. The link alone is printed on stdout (a script can read it); what the
// operator should know goes to stderr. The link changes the password only: an account with the
// two-step sign-in still asks for its code afterwards, unless `--remove-second-step` is given
// (for an owner who lost the phone and the backup codes too).

const REMOVE_SECOND_STEP = '--remove-second-step';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const shouldRemoveSecondStep = args.includes(REMOVE_SECOND_STEP);
  const email = args.find((arg) => !arg.startsWith('--'))?.trim();
  if (!email) {
    console.error(`Usage: npm run reset-password -- <email> [${REMOVE_SECOND_STEP}]`);
    return 2;
  }
  const config = loadConfig();
  const baseUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const database = await openToolDatabase(config);
  const pool = createPool(database.url, 1);
  try {
    const db = createDatabase(pool);
    const link = await createResetLink(db, { email, baseUrl, now: systemClock.now() });
    if (!link) {
      console.error(`No account has the email ${email} (database: ${database.source}).`);
      return 1;
    }
    console.error(secondStepNote(await hasSecondStep(db, email), shouldRemoveSecondStep));
    if (shouldRemoveSecondStep) await removeSecondStep(db, email);
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

/** What the link does to the code asked after the password: the operator must know. */
function secondStepNote(isOn: boolean, shouldRemove: boolean): string {
  if (!isOn) return 'The account has no two-step sign-in.';
  if (shouldRemove) {
    return (
      'The two-step sign-in is now OFF for this account (its authenticator app and backup codes ' +
      'no longer work): do this only for an owner you are sure of, who lost the phone and the ' +
      'codes. They can turn it on again on their profile.'
    );
  }
  return (
    'The account has two-step sign-in: the link changes the password only, and signing in will ' +
    'still ask for a code from the authenticator app or a backup code. If the owner lost both, ' +
    `run again with ${REMOVE_SECOND_STEP} (only once you are sure it is them).`
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
