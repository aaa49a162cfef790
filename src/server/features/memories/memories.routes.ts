import type { AppDependencies } from '@server/deps';
import { coupleRoutes } from '@server/features/couples/require-couple';
import { uploadLimit } from '@server/http/body-limits';
import { readUploadForm, type UploadForm } from '@server/http/multipart';
import { resourceId } from '@server/http/resource-id';
import { parseQuery } from '@server/http/validate';
import { idempotent } from '@server/idempotency/idempotency';
import { IMAGE_RULES } from '@shared/image-rules';
import {
  type TMemory,
  type TMemoryPage,
  type TMemorySummary,
  type TOnThisDay,
  ZCreateMemorySchema,
  ZMemoryListQuerySchema,
  ZUpdateMemorySchema,
} from '@shared/schemas/memories';
import { VOICE_FIELD, VOICE_RULE } from '@shared/voice-rules';
import type { Context } from 'hono';
import { parse } from 'zod/v4/core';
import {
  assertMemoryExists,
  createMemory,
  deleteMemory,
  findMemories,
  findMemoriesOnThisDay,
  getMemory,
  getMemorySummary,
  updateMemory,
} from './memories.service';

const PHOTO = IMAGE_RULES.memory;
// Create and edit send the text fields, the photo and the voice note in one multipart form.
const photoFormLimit = uploadLimit({
  maxRequestBytes: PHOTO.maxRequestBytes + VOICE_RULE.maxBytes,
  message: PHOTO.messages.tooLarge,
});

const filesOf = ({ file, files }: UploadForm) => ({ file, voice: files[VOICE_FIELD] ?? null });

const memoryId = (c: Context) => resourceId(c, 'id', 'memories.notFound');

/** The couple's memories: `/api/memories`. */
export function memoriesRoutes(deps: AppDependencies) {
  return coupleRoutes(deps)
    .get('/', async (c) => {
      const query = parseQuery(c, ZMemoryListQuerySchema);
      return c.json((await findMemories(deps, c.var.actor, query)) satisfies TMemoryPage);
    })
    .get('/summary', async (c) =>
      c.json((await getMemorySummary(deps, c.var.actor)) satisfies TMemorySummary),
    )
    .get('/on-this-day', async (c) => {
      // Registered before '/:id'.
      const reader = { userId: c.var.actor.userId, coupleId: c.var.actor.couple.id };
      const onThisDay = await findMemoriesOnThisDay(deps, reader, c.var.actor.today);
      return c.json(onThisDay satisfies TOnThisDay);
    })
    .get('/:id', async (c) =>
      c.json((await getMemory(deps, c.var.actor, memoryId(c))) satisfies TMemory),
    )
    .post('/', photoFormLimit, idempotent(deps), async (c) => {
      const form = await readUploadForm(c, 'errors.invalidInput');
      const input = parse(ZCreateMemorySchema, form.fields);
      const memory = await createMemory(deps, c.var.actor, input, filesOf(form));
      return c.json(memory satisfies TMemory, 201);
    })
    .patch('/:id', photoFormLimit, async (c) => {
      // Another couple's (or an unknown) memory is a 404 before its body is read or its photo
      // decoded; the edit itself locks the row again, so a delete in between is still a 404.
      const id = memoryId(c);
      await assertMemoryExists(deps, c.var.actor, id);
      const form = await readUploadForm(c, 'errors.invalidInput');
      const input = parse(ZUpdateMemorySchema, form.fields);
      const memory = await updateMemory(deps, c.var.actor, id, input, filesOf(form));
      return c.json(memory satisfies TMemory);
    })
    .delete('/:id', async (c) => {
      await deleteMemory(deps, c.var.actor, memoryId(c));
      return c.body(null, 204);
    });
}
