import { type CoupleRow, coupleOfUserSql } from '@server/features/couples/couples.service';
import type { ProfileRow } from '@server/features/profile/profile.service';
import { LIMITS } from '@shared/constants';
import type { TPartnerClock } from '@shared/domain/distance';
import type { TDashboardPlan, TDashboardReunion } from '@shared/schemas/dashboard';
import type pg from 'pg';

export interface RecentMemoryRow {
  id: string;
  title: string;
  memoryDate: string | null;
  /** Storage path in the memories bucket, signed by the caller for its viewer. */
  imagePath: string;
}

export interface DashboardRows {
  me: ProfileRow | null;
  /** The caller's couple, pending or active (the same choice as `findCoupleOfUser`). */
  couple: CoupleRow | null;
  /** The rest is only read for an active couple. */
  partner: ProfileRow | null;
  currentPlan: TDashboardPlan | null;
  lastCompletedPlan: TDashboardPlan | null;
  recentMemories: RecentMemoryRow[];
  /** The partner's stored zone and quiet hours (their notification settings), if any. */
  partnerClock: TPartnerClock | null;
  /** The couple's first reunion on or after the caller's today. */
  nextReunion: TDashboardReunion | null;
}

const planJson = `json_build_object('completionId', c.id, 'planNumber', p.plan_number, 'title', p.title,
  'description', p.description, 'emoji', p.emoji, 'category', p.category,
  'completedDate', c.completed_date, 'rating', c.rating)`;

const profileJson = (user: string, profile: string) =>
  `json_build_object('email', ${user}.email, 'userName', ${user}.name,
    'fullName', ${profile}.full_name, 'avatarPath', ${profile}.avatar_url)`;

/**
 * Everything the dashboard shows in ONE statement (one round trip, one pooled connection, one
 * snapshot), prepared once per connection. It was six Drizzle-built queries in two rounds; the
 * choices are the same: the couple as `findCoupleOfUser` picks it (the couples feature's own
 * SQL, `coupleOfUserSql`), the plan in progress, the plan completed last (by its date, then when
 * it was saved), the newest memories with a photo; then where the partner lives (their
 * notification settings' zone and quiet hours) and the couple's next reunion from the caller's
 * today (`$3`, a date in their zone).
 */
const DASHBOARD_SQL = `
with couple as (${coupleOfUserSql('$1')}), active as (
  select id, case when user1_id = $1 then user2_id else user1_id end as partner_id
  from couple where status = 'active' and user2_id is not null
)
select
  (select ${profileJson('u', 'p')} from users u left join profiles p on p.id = u.id where u.id = $1) as me,
  (select json_build_object('id', id, 'user1Id', user1_id, 'user2Id', user2_id,
      'relationshipStartDate', relationship_start_date, 'coupleCode', couple_code, 'status', status,
      'createdAt', created_at) from couple) as couple,
  (select ${profileJson('u', 'p')} from active a join users u on u.id = a.partner_id
      left join profiles p on p.id = u.id) as partner,
  (select ${planJson} from active a join couple_date_completions c on c.couple_id = a.id
      join couple_date_plans p on p.id = c.plan_id
    where c.in_progress limit 1) as current_plan,
  (select ${planJson} from active a join couple_date_completions c on c.couple_id = a.id
      join couple_date_plans p on p.id = c.plan_id
    where c.completed order by c.completed_date desc nulls last, c.updated_at desc limit 1)
    as last_completed_plan,
  (select coalesce(json_agg(json_build_object('id', m.id, 'title', m.title,
        'memoryDate', m.memory_date, 'imagePath', m.image_url) order by m.created_at desc, m.id desc), '[]')
    from (select m.* from active a join memories m on m.couple_id = a.id
      where m.image_url is not null and m.image_url <> ''
      order by m.created_at desc, m.id desc limit $2) m) as recent_memories,
  (select json_build_object('timeZone', ns.time_zone, 'quietStart', ns.quiet_start,
      'quietEnd', ns.quiet_end)
    from active a join notification_settings ns on ns.user_id = a.partner_id) as partner_clock,
  (select json_build_object('id', e.id, 'date', e.event_date, 'title', e.title)
    from active a join events e on e.couple_id = a.id
    where e.reunion and e.event_date >= $3::date
    order by e.event_date, e.created_at, e.id limit 1) as next_reunion`;

interface DashboardSqlRow {
  me: ProfileRow | null;
  couple: (Omit<CoupleRow, 'createdAt'> & { createdAt: string }) | null;
  partner: ProfileRow | null;
  current_plan: TDashboardPlan | null;
  last_completed_plan: TDashboardPlan | null;
  recent_memories: RecentMemoryRow[];
  partner_clock: TPartnerClock | null;
  next_reunion: TDashboardReunion | null;
}

export async function findDashboardRows(
  pool: Pick<pg.Pool, 'query'>,
  userId: string,
  today: string,
): Promise<DashboardRows> {
  const result = await pool.query<DashboardSqlRow>({
    name: 'dashboard',
    text: DASHBOARD_SQL,
    values: [userId, LIMITS.recentMemories, today],
  });
  const row = result.rows[0];
  if (!row) throw new Error('the dashboard query returned no row');
  return {
    me: row.me,
    couple: row.couple && { ...row.couple, createdAt: new Date(row.couple.createdAt) },
    partner: row.partner,
    currentPlan: row.current_plan,
    lastCompletedPlan: row.last_completed_plan,
    recentMemories: row.recent_memories,
    partnerClock: row.partner_clock,
    nextReunion: row.next_reunion,
  };
}
