import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { parseJson, readJson } from '@server/http/validate';
import type {
  TCreateCoupleResponse,
  TJoinCoupleResponse,
  TMyCoupleResponse,
} from '@shared/schemas/couple';
import { ZCreateCoupleSchema, ZJoinCoupleSchema } from '@shared/schemas/couple';
import { Hono } from 'hono';
import { presentCouple } from './couples.presenter';
import { createCouple, endCouple, findMyCouple, joinCouple } from './couples.service';

/** What an over-long code becomes: malformed, so answered exactly like an unknown code. */
const MALFORMED_CODE = '';

export function couplesRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .use('*', requireSession(deps))
    .get('/me', async (c) => {
      const couple = await findMyCouple(deps, c.var.actor.userId);
      const body = { couple: couple && presentCouple(couple, c.var.actor.userId) };
      return c.json(body satisfies TMyCoupleResponse);
    })
    .post('/', async (c) => {
      const input = await parseJson(c, ZCreateCoupleSchema);
      const body = await createCouple(deps, c.var.actor.userId, input);
      return c.json(body satisfies TCreateCoupleResponse, body.existing ? 200 : 201);
    })
    .post('/join', async (c) => {
      const parsed = ZJoinCoupleSchema.safeParse(await readJson(c));
      // The shared schema rejects a too-long code with 'couple.invalidCode' (a 400); here it gets
      // the same 404, counted attempt included, as any other code that does not work.
      if (!parsed.success && parsed.error.issues[0]?.message !== 'couple.invalidCode') {
        throw parsed.error;
      }
      const code = parsed.success ? parsed.data.code : MALFORMED_CODE;
      const body = await joinCouple(deps, c.var.actor.userId, code);
      return c.json(body satisfies TJoinCoupleResponse);
    })
    .post('/end', async (c) => {
      await endCouple(deps, c.var.actor.userId);
      return c.body(null, 204);
    });
}
