import spanishTexts from '@shared/content/date-plans/es.json';
import { DATE_PLAN_CATALOGUE } from '@shared/domain/date-plans-catalogue';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { coupleDatePlans } from '../schema/date-plans';

type CatalogueTexts = Record<string, { title: string; description: string } | undefined>;

/**
 * The 100 rows of `couple_date_plans`: structure from the shared catalogue, title and description
 * from its Spanish texts (the fallback language), so the table and the translations the web shows
 * are written in one place and cannot drift apart.
 */
export function datePlanRows(texts: CatalogueTexts = spanishTexts) {
  return DATE_PLAN_CATALOGUE.map(({ planNumber, emoji, category }) => {
    const text = texts[String(planNumber)];
    if (!text) throw new Error(`date plan ${planNumber} has no Spanish text`);
    return { planNumber, emoji, category, ...text };
  });
}

/**
 * Writes the catalogue; safe to run on every start. Plans are matched by number, so their ids
 * (which couples' completions point at) never change, while edited texts are picked up.
 */
export async function seedDatePlans(db: Pick<NodePgDatabase, 'insert'>): Promise<void> {
  await db
    .insert(coupleDatePlans)
    .values(datePlanRows())
    .onConflictDoUpdate({
      target: coupleDatePlans.planNumber,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        emoji: sql`excluded.emoji`,
        category: sql`excluded.category`,
      },
    });
}
