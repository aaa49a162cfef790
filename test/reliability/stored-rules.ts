import { LIMITS } from '@shared/constants';
import {
  hasLoneSurrogate,
  hasNoControlCharacters,
  hasOnlyParagraphCharacters,
  hasVisibleCharacter,
} from '@shared/schemas/text';
import type pg from 'pg';

interface TextColumn {
  table: string;
  column: string;
  kind: 'title' | 'paragraph' | 'name';
  max: number;
}

/** Every user text the app stores, and the rule of src/shared/schemas/text.ts it follows. */
const TEXT_COLUMNS: TextColumn[] = [
  { table: 'events', column: 'title', kind: 'title', max: LIMITS.titleMax },
  { table: 'events', column: 'description', kind: 'paragraph', max: LIMITS.descriptionMax },
  { table: 'memories', column: 'title', kind: 'title', max: LIMITS.titleMax },
  { table: 'memories', column: 'description', kind: 'paragraph', max: LIMITS.descriptionMax },
  { table: 'bucket_list', column: 'title', kind: 'title', max: LIMITS.titleMax },
  { table: 'bucket_list', column: 'description', kind: 'paragraph', max: LIMITS.descriptionMax },
  { table: 'couple_pets', column: 'pet_name', kind: 'name', max: 20 },
  { table: 'profiles', column: 'full_name', kind: 'name', max: LIMITS.nameMax },
  { table: 'comments', column: 'body', kind: 'paragraph', max: 500 },
  { table: 'daily_question_answers', column: 'answer', kind: 'paragraph', max: 1000 },
  { table: 'chat_messages', column: 'body', kind: 'paragraph', max: LIMITS.chatMessageMax },
  {
    table: 'couple_date_completions',
    column: 'experience_description',
    kind: 'paragraph',
    max: LIMITS.descriptionMax,
  },
];

function breaksRule(value: string, { kind, max }: TextColumn): string | null {
  if (value !== value.trim()) return 'not trimmed';
  if ([...value].length > max && value.length > max) return 'too long';
  if (hasLoneSurrogate(value) || value.includes('\ufffd')) return 'lone surrogate';
  if (kind === 'paragraph') {
    if (value === '') return 'empty instead of null';
    return hasOnlyParagraphCharacters(value) ? null : 'forbidden character';
  }
  if (!hasNoControlCharacters(value)) return 'control character';
  if (!hasVisibleCharacter(value)) return 'no visible character';
  return null;
}

/** Stored rows that break a rule the schemas promise, as readable lines (empty: all is well). */
export async function findRuleBreaches(pool: pg.Pool): Promise<string[]> {
  const breaches: string[] = [];
  for (const column of TEXT_COLUMNS) {
    const { rows } = await pool.query<{ value: string }>(
      `select ${column.column} as value from ${column.table} where ${column.column} is not null`,
    );
    for (const { value } of rows) {
      const reason = breaksRule(value, column);
      if (reason)
        breaches.push(
          `${column.table}.${column.column} ${reason}: ${JSON.stringify(value.slice(0, 80))}`,
        );
    }
  }
  const invariants: [string, string][] = [
    [
      'a couple with more than one pet',
      'select couple_id from couple_pets group by couple_id having count(*) > 1',
    ],
    [
      'a user in two couples',
      `select u from (select user1_id u from couples union all select user2_id from couples where user2_id is not null) s group by u having count(*) > 1`,
    ],
    [
      'a couple with two plans in progress',
      'select couple_id from couple_date_completions where in_progress group by couple_id having count(*) > 1',
    ],
    [
      'two hearts of one partner on one memory or photo',
      'select user_id from hearts group by user_id, memory_id, photo_id having count(*) > 1',
    ],
    [
      'a daily question answered twice by one partner',
      'select daily_question_id from daily_question_answers group by daily_question_id, user_id having count(*) > 1',
    ],
    [
      'a completed goal without a date',
      'select id from bucket_list where completed and completed_date is null',
    ],
  ];
  for (const [label, sql] of invariants) {
    const { rowCount } = await pool.query(sql);
    if (rowCount) breaches.push(`${label} (${rowCount})`);
  }
  return breaches;
}
