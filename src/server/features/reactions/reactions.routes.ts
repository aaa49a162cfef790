import type { AppDependencies } from '@server/deps';
import { type CoupleEnv, coupleRoutes } from '@server/features/couples/require-couple';
import { uploadLimit } from '@server/http/body-limits';
import { readUploadForm } from '@server/http/multipart';
import { resourceId } from '@server/http/resource-id';
import { parseJson } from '@server/http/validate';
import { idempotent } from '@server/idempotency/idempotency';
import {
  type TComment,
  type TReactionCounts,
  type TReactionTarget,
  type TReactionThread,
  ZCommentSchema,
  ZVoiceCommentSchema,
} from '@shared/schemas/reactions';
import { VOICE_FIELD, VOICE_RULE } from '@shared/voice-rules';
import type { Context } from 'hono';
import { parse } from 'zod/v4/core';
import {
  addComment,
  deleteComment,
  editComment,
  getReactionThread,
  setHeart,
} from './reactions.service';

// Only the two kinds of target reach a handler; anything else is the router's 404.
const TARGET = '/:target{memory|photo}/:id';

const targetOf = (c: Context<CoupleEnv>) => {
  const target = c.req.param('target') as TReactionTarget;
  return { target, id: resourceId(c, 'id', 'reactions.notFound') };
};
const commentId = (c: Context) => resourceId(c, 'commentId', 'reactions.commentNotFound');

// A comment is JSON ({ text }), or a multipart form when it brings a voice note.
const commentLimit = uploadLimit({
  maxRequestBytes: VOICE_RULE.maxRequestBytes,
  message: VOICE_RULE.messages.tooLarge,
});
const isMultipart = (c: Context) =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

async function readComment(c: Context) {
  if (!isMultipart(c)) return { input: await parseJson(c, ZCommentSchema), voice: null };
  const { fields, files } = await readUploadForm(c, 'errors.invalidInput');
  return { input: parse(ZVoiceCommentSchema, fields), voice: files[VOICE_FIELD] ?? null };
}

/** Hearts and comments on memories and date-plan photos: `/api/reactions`. */
export function reactionsRoutes(deps: AppDependencies) {
  return coupleRoutes(deps)
    .get(TARGET, async (c) => {
      const { target, id } = targetOf(c);
      const thread = await getReactionThread(deps, c.var.actor, target, id);
      return c.json(thread satisfies TReactionThread);
    })
    .put(`${TARGET}/heart`, async (c) => {
      const { target, id } = targetOf(c);
      return c.json(
        (await setHeart(deps, c.var.actor, target, id, true)) satisfies TReactionCounts,
      );
    })
    .delete(`${TARGET}/heart`, async (c) => {
      const { target, id } = targetOf(c);
      await setHeart(deps, c.var.actor, target, id, false);
      return c.body(null, 204);
    })
    .post(`${TARGET}/comments`, commentLimit, idempotent(deps), async (c) => {
      const { target, id } = targetOf(c);
      const { input, voice } = await readComment(c);
      const comment = await addComment(deps, c.var.actor, target, id, input, voice);
      return c.json(comment satisfies TComment, 201);
    })
    .patch('/comments/:commentId', async (c) => {
      const id = commentId(c);
      const input = await parseJson(c, ZCommentSchema);
      return c.json((await editComment(deps, c.var.actor, id, input)) satisfies TComment);
    })
    .delete('/comments/:commentId', async (c) => {
      await deleteComment(deps, c.var.actor, commentId(c));
      return c.body(null, 204);
    });
}
