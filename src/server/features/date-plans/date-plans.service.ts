import type { Db } from '@server/db/client';
import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { badRequest, notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { DATE_PLAN_COUNT } from '@shared/domain/date-plans-catalogue';
import type { TDatePlan, TDatePlanList, TSaveDatePlanExperience } from '@shared/schemas/date-plans';
import { presentDatePlan, presentDatePlanList } from './date-plans.presenter';
import {
  findPlanIdByNumber,
  findPlansOfCouple,
  markPlanCompleted,
  markPlanInProgress,
  saveExperience,
  togglePlanCompleted,
} from './date-plans.repository';

export type DatePlanDependencies = Pick<AppDependencies, 'db' | 'pool' | 'bus'>;

/** The one answer for a plan outside the catalogue or a photo that is not this couple's. */
export const datePlanNotFound = () => notFound('datePlans.notFound');

export async function findDatePlans(
  { db }: Pick<AppDependencies, 'db'>,
  actor: Actor,
): Promise<TDatePlanList> {
  return presentDatePlanList(await findPlansOfCouple(db, actor.couple.id));
}

export async function getDatePlan(
  { db }: Pick<AppDependencies, 'db'>,
  actor: Actor,
  planNumber: number,
): Promise<TDatePlan> {
  await planIdOf({ db }, planNumber);
  const [plan] = await findPlansOfCouple(db, actor.couple.id, planNumber);
  if (!plan) throw datePlanNotFound();
  return presentDatePlan(plan);
}

/** The plan's id; a number outside the catalogue is a 404 like any unknown id. */
export async function planIdOf({ db }: { db: Db }, planNumber: number): Promise<string> {
  const isInCatalogue =
    Number.isInteger(planNumber) && planNumber >= 1 && planNumber <= DATE_PLAN_COUNT;
  const planId = isInCatalogue ? await findPlanIdByNumber(db, planNumber) : null;
  if (!planId) throw datePlanNotFound();
  return planId;
}

/** Runs one write on a plan and tells both partners' screens, in one transaction. */
async function writePlan(
  deps: DatePlanDependencies,
  actor: Actor,
  planNumber: number,
  write: (db: Db, planId: string) => Promise<void>,
): Promise<TDatePlan> {
  const planId = await planIdOf(deps, planNumber);
  await withTransaction(deps.pool, async (scope) => {
    await write(scope.db, planId);
    await publishToCouple(deps.bus, scope, actor.couple.id, {
      type: 'date-plans.changed',
      ids: [planId],
    });
  });
  return getDatePlan(deps, actor, planNumber);
}

export const startDatePlan = (deps: DatePlanDependencies, actor: Actor, planNumber: number) =>
  writePlan(deps, actor, planNumber, (db, planId) =>
    markPlanInProgress(db, actor.couple.id, planId),
  );

export const completeDatePlan = (deps: DatePlanDependencies, actor: Actor, planNumber: number) =>
  writePlan(deps, actor, planNumber, (db, planId) =>
    markPlanCompleted(db, actor.couple.id, planId, actor.today),
  );

export const toggleDatePlan = (deps: DatePlanDependencies, actor: Actor, planNumber: number) =>
  writePlan(deps, actor, planNumber, (db, planId) =>
    togglePlanCompleted(db, actor.couple.id, planId, actor.today),
  );

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export function saveDatePlanExperience(
  deps: DatePlanDependencies,
  actor: Actor,
  planNumber: number,
  input: TSaveDatePlanExperience,
): Promise<TDatePlan> {
  const date = emptyToNull(input.experienceDate);
  // Dates compare as text in 'YYYY-MM-DD'. An experience has happened: it is never in the future.
  if (date !== null && date > actor.today) throw badRequest('datePlans.futureDate');
  const values = {
    date,
    description: emptyToNull(input.description),
    rating: input.rating ?? null,
  };
  return writePlan(deps, actor, planNumber, (db, planId) =>
    saveExperience(db, actor.couple.id, planId, values, actor.today),
  );
}
