import { requireSession } from '@server/auth/require-session';
import { type CoupleEnv, requireCouple } from '@server/features/couples/require-couple';
import { uploadLimit } from '@server/http/body-limits';
import type { AppDependencies } from '@server/http/context';
import { readUploadForm } from '@server/http/multipart';
import { parseQuery } from '@server/http/validate';
import { IMAGE_RULES } from '@server/storage/image-rules';
import {
  ZCreateMemorySchema,
  ZMemoryListQuerySchema,
  ZUpdateMemorySchema,
} from '@shared/schemas/memories';
import { Hono } from 'hono';
import { parse } from 'zod/v4/core';
import {
  assertMemoryExists,
  createMemory,
  deleteMemory,
  findMemories,
  getMemory,
  getMemorySummary,
  type MemoryActor,
  updateMemory,
} from './memories.service';

const PHOTO = IMAGE_RULES.memory;
// Create and edit send the text fields and the photo in one multipart form.
const photoFormLimit = uploadLimit({
  maxRequestBytes: PHOTO.maxRequestBytes,
  message: PHOTO.messages.tooLarge,
});

const actorOf = (c: { var: CoupleEnv['Variables'] }): MemoryActor => ({
  userId: c.var.user.id,
  coupleId: c.var.couple.id,
});

/** The couple's memories: `/api/memories`. */
export function memoriesRoutes(deps: AppDependencies) {
  return new Hono<CoupleEnv>()
    .use('*', requireSession(deps), requireCouple(deps))
    .get('/', async (c) => {
      const query = parseQuery(c, ZMemoryListQuerySchema);
      return c.json(await findMemories(deps, actorOf(c), query));
    })
    .get('/summary', async (c) => c.json(await getMemorySummary(deps, actorOf(c))))
    .get('/:id', async (c) => c.json(await getMemory(deps, actorOf(c), c.req.param('id'))))
    .post('/', photoFormLimit, async (c) => {
      const { fields, file } = await readUploadForm(c, 'errors.invalidInput');
      const input = parse(ZCreateMemorySchema, fields);
      return c.json(await createMemory(deps, actorOf(c), input, file), 201);
    })
    .patch('/:id', photoFormLimit, async (c) => {
      // Another couple's (or an unknown) memory is a 404 before its body is read or its photo
      // decoded; the edit itself locks the row again, so a delete in between is still a 404.
      await assertMemoryExists(deps, actorOf(c), c.req.param('id'));
      const { fields, file } = await readUploadForm(c, 'errors.invalidInput');
      const input = parse(ZUpdateMemorySchema, fields);
      return c.json(await updateMemory(deps, actorOf(c), c.req.param('id'), input, file));
    })
    .delete('/:id', async (c) => {
      await deleteMemory(deps, actorOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
