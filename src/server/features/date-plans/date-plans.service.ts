import type { Db } from '@server/db/client';
import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/http/context';
import { badRequest, notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { DATE_PLAN_COUNT } from '@shared/domain/date-plans-catalogue';
import type { TDatePlan, TDatePlanList, TSaveDatePlanExperience } from '@shared/schemas/date-plans';
import {
  findPlansOfCouple,
  getPlanIdByNumber,
  markPlanCompleted,
  markPlanInProgress,
  saveExperience,
  togglePlanCompleted,
} from './date-plans.repository';

export type DatePlanDependencies = Pick<AppDependencies, 'db' | 'pool' | 'bus'>;

/** Who acts: a partner of an active couple, on their own calendar day. */
export interface CoupleActor {
  userId: string;
  coupleId: string;
  today: string;
}

export async function findDatePlans(
  { db }: Pick<AppDependencies, 'db'>,
  coupleId: string,
): Promise<TDatePlanList> {
  const plans = await findPlansOfCouple(db, coupleId);
  return {
    plans,
    completedCount: plans.filter((plan) => plan.state === 'completed').length,
    total: DATE_PLAN_COUNT,
    inProgressPlanNumber: plans.find((plan) => plan.state === 'in-progress')?.planNumber ?? null,
  };
}

export async function getDatePlan(
  { db }: Pick<AppDependencies, 'db'>,
  coupleId: string,
  planNumber: number,
): Promise<TDatePlan> {
  await planIdOf(db, planNumber);
  const [plan] = await findPlansOfCouple(db, coupleId, planNumber);
  if (!plan) throw notFound();
  return plan;
}

/** The plan's id; a number outside the catalogue is a 404 like any unknown id. */
export async function planIdOf(db: Db, planNumber: number): Promise<string> {
  const isInCatalogue =
    Number.isInteger(planNumber) && planNumber >= 1 && planNumber <= DATE_PLAN_COUNT;
  const planId = isInCatalogue ? await getPlanIdByNumber(db, planNumber) : null;
  if (!planId) throw notFound();
  return planId;
}

/** Runs one write on a plan and tells both partners' screens, in one transaction. */
async function writePlan(
  deps: DatePlanDependencies,
  { coupleId }: CoupleActor,
  planNumber: number,
  write: (db: Db, planId: string) => Promise<void>,
): Promise<TDatePlan> {
  const planId = await planIdOf(deps.db, planNumber);
  await withTransaction(deps.pool, async (scope) => {
    await write(scope.db, planId);
    await publishToCouple(deps.bus, scope, coupleId, { type: 'date-plans.changed', ids: [planId] });
  });
  return getDatePlan(deps, coupleId, planNumber);
}

export const startDatePlan = (deps: DatePlanDependencies, actor: CoupleActor, planNumber: number) =>
  writePlan(deps, actor, planNumber, (db, planId) =>
    markPlanInProgress(db, actor.coupleId, planId),
  );

export const completeDatePlan = (
  deps: DatePlanDependencies,
  actor: CoupleActor,
  planNumber: number,
) =>
  writePlan(deps, actor, planNumber, (db, planId) =>
    markPlanCompleted(db, actor.coupleId, planId, actor.today),
  );

export const toggleDatePlan = (
  deps: DatePlanDependencies,
  actor: CoupleActor,
  planNumber: number,
) =>
  writePlan(deps, actor, planNumber, (db, planId) =>
    togglePlanCompleted(db, actor.coupleId, planId, actor.today),
  );

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export function saveDatePlanExperience(
  deps: DatePlanDependencies,
  actor: CoupleActor,
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
    saveExperience(db, actor.coupleId, planId, values, actor.today),
  );
}
