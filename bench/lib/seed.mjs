// Seeds 1,000 active couples through SQL in a few statements: profiles, memories (some with a
// photo path), plans completed and one in progress, goals, events, moods of the month and a pet.
// Couple 1 is the bench couple (30 memories, a plan in progress); couple 2 has 3,000 memories,
// for keyset pages deep in a large collection. Every user's password is `BENCH_PASSWORD`.
export const BENCH_PASSWORD = 'amor-bench-2026';
export const COUPLES = 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const userId = (expression) => `'bench-u' || lpad((${expression})::text, 5, '0')`;
export const benchEmail = (n) => `persona${n}@bench.example`;

/** `pool` is a pg.Pool on the app's database (migrated), `passwordHash` the hash of BENCH_PASSWORD. */
export async function seedDatabase(pool, passwordHash) {
  const q = (text, values) => pool.query(text, values);
  await q(
    `insert into users (id, name, email, email_verified)
     select ${userId('i')}, 'Persona ' || i, 'persona' || i || '@bench.example', true
     from generate_series(1, $1::int) i`,
    [COUPLES * 2],
  );
  await q(
    `insert into accounts (id, account_id, provider_id, user_id, password)
     select 'bench-a' || u.id, u.id, 'credential', u.id, $1 from users u where u.id like 'bench-u%'`,
    [passwordHash],
  );
  await q(
    `insert into profiles (id, full_name) select id, name from users where id like 'bench-u%'`,
  );
  await q(
    `insert into couples (user1_id, user2_id, relationship_start_date, couple_code, status, created_at)
     select ${userId('2 * i - 1')}, ${userId('2 * i')}, date '2020-01-01' + (i % 1500),
       (select string_agg(substr($2, ((i >> (5 * k)) & 31) + 1, 1), '' order by k) from generate_series(0, 7) k),
       'active', now() - make_interval(days => i)
     from generate_series(1, $1::int) i`,
    [COUPLES, CODE_ALPHABET],
  );
  // n: the couple's number (1 = bench couple, 2 = large couple), from its first user's id.
  const numbered = `select id, user1_id, user2_id, substr(user1_id, 8)::int / 2 + 1 as n from couples where user1_id like 'bench-u%'`;
  await q(
    `insert into memories (couple_id, title, description, image_url, memory_date, created_by, created_at)
     select c.id, 'Recuerdo ' || m, case when m % 3 = 0 then 'Un día precioso juntos, con sol y risas.' end,
       case when m % 3 <> 2 then c.id || '/' || m || '.jpg' end,
       case when m % 7 <> 0 then date '2025-01-01' - m end,
       case when m % 2 = 0 then c.user1_id else c.user2_id end,
       now() - make_interval(hours => m)
     from (${numbered}) c
     cross join lateral generate_series(1, case c.n when 1 then 30 when 2 then 3000 else 12 end) m`,
  );
  await q(
    `insert into couple_date_completions (couple_id, plan_id, in_progress, completed, completed_date, rating, experience_description)
     select c.id, p.id, p.plan_number = 4, p.plan_number < 4,
       case when p.plan_number < 4 then date '2025-06-01' + p.plan_number end,
       case when p.plan_number < 4 then 3 + p.plan_number % 3 end,
       case when p.plan_number < 4 then 'Lo pasamos genial.' end
     from (${numbered}) c
     join couple_date_plans p on p.plan_number between 1 and 4`,
  );
  await q(
    `insert into bucket_list (couple_id, title, completed, completed_date, created_by)
     select c.id, 'Meta ' || g, g % 2 = 0, case when g % 2 = 0 then date '2025-03-01' + g end, c.user1_id
     from (${numbered}) c cross join generate_series(1, 8) g`,
  );
  await q(
    `insert into events (couple_id, title, event_date, event_type, created_by)
     select c.id, 'Plan ' || e, current_date + (e * 9 - 20), 'plan', c.user2_id
     from (${numbered}) c cross join generate_series(1, 5) e`,
  );
  await q(
    `insert into emotions (couple_id, user_id, emotion_type, emotion_date)
     select c.id, case when d % 2 = 0 then c.user1_id else c.user2_id end,
       (array['feliz','tranquilo','amoroso','cansado'])[d % 4 + 1], date_trunc('month', current_date)::date + (d / 2)
     from (${numbered}) c cross join generate_series(0, 19) d`,
  );
  await q(
    `insert into couple_pets (couple_id, pet_type, pet_name, pet_color)
     select c.id, (array['dog','cat','bunny','dragon','unicorn'])[c.n % 5 + 1], 'Mimo', '#f4a6b8' from (${numbered}) c`,
  );
  await q('analyze');
  const { rows } = await q(
    `select c.id, c.user1_id, c.user2_id, n from (${numbered}) c where n in (1, 2) order by n`,
  );
  const [bench, large] = rows;
  return {
    coupleId: bench.id,
    userId: bench.user1_id,
    partnerId: bench.user2_id,
    user: { email: benchEmail(1), password: BENCH_PASSWORD },
    largeCoupleId: large.id,
    largeUserId: large.user1_id,
    largeUser: { email: benchEmail(3), password: BENCH_PASSWORD },
    /** Users 5 and up belong to ordinary couples: the sign-in storm uses them. */
    otherUser: (k) => ({ email: benchEmail(5 + k), password: BENCH_PASSWORD }),
  };
}
