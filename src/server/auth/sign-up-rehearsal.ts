import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * What a sign-up for an address that already has an account does, once better-auth has hashed the
 * password as for a new one: the new account's three writes (user, profile, credential), each
 * committed on its own, in one round trip each, as better-auth's three inserts are. Without them a
 * taken address answered sooner, and the clock told who has an account (docs/AUTH.md).
 *
 * Each write is undone inside its own transaction, so nobody ever sees the stand-in account, and
 * still commits: a commit waits for the disk (the WAL flush) and a rollback does not. Rolled back,
 * the rehearsal answered 3-5 ms sooner on a quiet disk and over 30 ms sooner on a busy one; in a
 * transaction of separate statements, 2 ms later.
 */
export async function rehearseSignUp(pool: pg.Pool): Promise<void> {
  await committedThenUndone(pool, () => '');
  await committedThenUndone(
    pool,
    (id) => `insert into profiles (id, full_name) values ('${id}', 'Juntos');`,
  );
  await committedThenUndone(
    pool,
    (id) => `insert into accounts (id, account_id, provider_id, user_id, password)
      values ('${randomUUID()}', '${id}', 'credential', '${id}', '${'0'.repeat(32)}:${'0'.repeat(128)}');`,
  );
}

/**
 * A stand-in user, `write`'s row and the user's deletion (its rows go with it) as one query string:
 * PostgreSQL runs a multi-statement query as one transaction and commits it at the end. The text
 * holds only generated ids, never input, so it needs no parameters (which would forbid the
 * multi-statement form).
 */
async function committedThenUndone(pool: pg.Pool, write: (userId: string) => string) {
  const id = randomUUID();
  await pool.query(
    `insert into users (id, name, email) values ('${id}', 'Juntos', '${id}@rehearsal.invalid');
    ${write(id)}
    delete from users where id = '${id}';`,
  );
}
