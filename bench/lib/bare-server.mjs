// The floor the app is measured against: a bare node:http + pg server running the same SQL the
// app runs for a request and signing the same storage URLs, with no framework, no session check
// (the user comes in the query string) and no logging. Started by the bench in its own process:
//   node --import tsx bench/lib/bare-server.mjs   (env DATABASE_URL, AUTH_SECRET, PORT)
import http from 'node:http';
import { createUrlSigner, signBlobUrl } from '@server/storage/signed-url';
import pg from 'pg';

pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const signer = createUrlSigner(process.env.AUTH_SECRET);

const one = async (text, values) => (await pool.query(text, values)).rows[0] ?? null;

const PROFILE = `select u.email, u.name as "userName", p.full_name as "fullName", p.avatar_url as "avatarPath"
  from users u left join profiles p on p.id = u.id where u.id = $1`;
const COUPLE = `select * from couples where (user1_id = $1 or user2_id = $1) and status in ('pending', 'active')
  order by status = 'active' desc, created_at desc limit 1`;
const PLAN_COLUMNS = `select c.id as "completionId", p.plan_number as "planNumber", p.title, p.description, p.emoji,
  p.category, c.completed_date as "completedDate", c.rating
  from couple_date_completions c join couple_date_plans p on p.id = c.plan_id`;
const CURRENT_PLAN = `${PLAN_COLUMNS} where c.couple_id = $1 and c.in_progress = true limit 1`;
const LAST_PLAN = `${PLAN_COLUMNS} where c.couple_id = $1 and c.completed = true
  order by c.completed_date desc nulls last, c.updated_at desc limit 1`;
const RECENT = `select id, title, memory_date as "memoryDate", image_url as "imagePath" from memories
  where couple_id = $1 and image_url is not null and image_url <> '' order by created_at desc, id desc limit 5`;
const KEY = `coalesce(memory_date, '-infinity'::date)`;
const PAGE = `select *, (${KEY})::text as key,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at_text
  from memories where couple_id = $1`;
const ORDER = `order by ${KEY} desc, created_at desc, id desc limit $2`;
const STATS = `select
  (select count(*) from couple_date_completions where couple_id = $1 and completed) as plans_completed,
  (select count(*) from emotions where couple_id = $1 and emotion_date between $3 and $4) as emotions_this_month,
  (select min(event_date) from events where couple_id = $1 and event_date >= $2) as next_event_date,
  (select count(*) from events where couple_id = $1 and event_date >= $2) as upcoming_events,
  (select count(*) from memories where couple_id = $1) as memories_count,
  (select count(*) from bucket_list where couple_id = $1 and completed) as completed_goals,
  (select count(*) from bucket_list where couple_id = $1) as total_goals`;

const profileOf = (row, id, viewer) =>
  row && {
    id,
    fullName: row.fullName ?? row.userName,
    email: row.email,
    avatarUrl: signBlobUrl(signer, 'avatars', row.avatarPath, viewer)?.url ?? null,
  };

async function dashboard(user) {
  const [me, couple] = await Promise.all([one(PROFILE, [user]), one(COUPLE, [user])]);
  const partnerId = couple.user1_id === user ? couple.user2_id : couple.user1_id;
  const [partner, currentPlan, lastCompletedPlan, recent] = await Promise.all([
    one(PROFILE, [partnerId]),
    one(CURRENT_PLAN, [couple.id]),
    one(LAST_PLAN, [couple.id]),
    pool.query(RECENT, [couple.id]),
  ]);
  const partnerProfile = profileOf(partner, partnerId, user);
  return {
    me: profileOf(me, user, user),
    couple: {
      id: couple.id,
      status: couple.status,
      coupleCode: couple.couple_code,
      relationshipStartDate: couple.relationship_start_date,
      createdAt: couple.created_at.toISOString(),
      isCreator: couple.user1_id === user,
    },
    partner: {
      id: partnerProfile.id,
      fullName: partnerProfile.fullName,
      avatarUrl: partnerProfile.avatarUrl,
    },
    currentPlan,
    lastCompletedPlan,
    recentMemories: recent.rows.map(({ imagePath, ...memory }) => {
      const urls = signBlobUrl(signer, 'memories', imagePath, user);
      return {
        ...memory,
        imageUrl: urls.url,
        thumbnailUrl: urls.thumbnailUrl,
        largeThumbnailUrl: urls.largeThumbnailUrl,
      };
    }),
  };
}

async function memories(user, after) {
  const couple = await one(COUPLE, [user]);
  const { rows } = after
    ? await pool.query(
        `${PAGE} and (${KEY}, created_at, id) < ($3::date, $4::timestamptz, $5::uuid) ${ORDER}`,
        [couple.id, 25, ...after],
      )
    : await pool.query(`${PAGE} ${ORDER}`, [couple.id, 25]);
  const page = rows.slice(0, 24);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const urls = signBlobUrl(signer, 'memories', row.image_url || null, user);
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        memoryDate: row.memory_date,
        imageUrl: urls?.url ?? null,
        thumbnailUrl: urls?.thumbnailUrl ?? null,
        largeThumbnailUrl: urls?.largeThumbnailUrl ?? null,
        createdAt: row.created_at.toISOString(),
        createdBy: row.created_by,
      };
    }),
    nextCursor:
      rows.length > 24 && last
        ? Buffer.from(
            JSON.stringify(['date-desc', last.key, last.created_at_text, last.id]),
          ).toString('base64url')
        : null,
  };
}

async function stats(user) {
  const couple = await one(COUPLE, [user]);
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  const row = await one(STATS, [couple.id, today, monthStart, `${today.slice(0, 8)}28`]);
  return { ...row };
}

const routes = {
  '/health': async () => {
    await pool.query('select 1');
    return { status: 'ok', database: 'ok' };
  },
  '/profile': async (query) =>
    profileOf(await one(PROFILE, [query.get('user')]), query.get('user'), query.get('user')),
  '/dashboard': async (query) => dashboard(query.get('user')),
  '/memories': async (query) => memories(query.get('user'), query.get('after')?.split(',')),
  '/stats': async (query) => stats(query.get('user')),
};

http
  .createServer(async (req, res) => {
    const url = new URL(req.url, 'http://bare');
    const route = routes[url.pathname];
    try {
      if (!route) throw new Error('no route');
      const body = JSON.stringify(await route(url.searchParams));
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
