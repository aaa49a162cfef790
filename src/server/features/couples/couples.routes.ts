import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/http/context';
import { parseJson, readJson } from '@server/http/validate';
import type { TCouple, TCreateCoupleResponse, TMyCoupleResponse } from '@shared/schemas/couple';
import { ZCreateCoupleSchema, ZJoinCoupleSchema } from '@shared/schemas/couple';
import { Hono } from 'hono';
import { createCouple, getMyCouple, joinCouple, toCoupleDto } from './couples.service';

/** What an over-long code becomes: malformed, so answered exactly like an unknown code. */
const MALFORMED_CODE = '';

export function couplesRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .use('*', requireSession(deps))
    .get('/me', async (c) => {
      const userId = c.var.user.id;
      const couple = await getMyCouple(deps, userId);
      return c.json({ couple: couple && toCoupleDto(couple, userId) } satisfies TMyCoupleResponse);
    })
    .post('/', async (c) => {
      const userId = c.var.user.id;
      const input = await parseJson(c, ZCreateCoupleSchema);
      const { couple, existing } = await createCouple(deps, userId, input);
      const body = {
        couple: toCoupleDto(couple, userId),
        existing,
      } satisfies TCreateCoupleResponse;
      return c.json(body, existing ? 200 : 201);
    })
    .post('/join', async (c) => {
      const userId = c.var.user.id;
      const parsed = ZJoinCoupleSchema.safeParse(await readJson(c));
      // The shared schema rejects a too-long code with 'couple.invalidCode' (a 400); here it gets
      // the same 404, counted attempt included, as any other code that does not work.
      if (!parsed.success && parsed.error.issues[0]?.message !== 'couple.invalidCode') {
        throw parsed.error;
      }
      const code = parsed.success ? parsed.data.code : MALFORMED_CODE;
      const couple = await joinCouple(deps, userId, code);
      return c.json({ couple: toCoupleDto(couple, userId) } satisfies { couple: TCouple });
    });
}
