import type { AppDependencies } from '@server/deps';
import { type CoupleEnv, coupleRoutes } from '@server/features/couples/require-couple';
import { resourceId } from '@server/http/resource-id';
import { parseJson } from '@server/http/validate';
import { idempotent } from '@server/idempotency/idempotency';
import {
  type TComment,
  type TReactionCounts,
  type TReactionTarget,
  type TReactionThread,
  ZCommentSchema,
} from '@shared/schemas/reactions';
import type { Context } from 'hono';
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
    .post(`${TARGET}/comments`, idempotent(deps), async (c) => {
      const { target, id } = targetOf(c);
      const input = await parseJson(c, ZCommentSchema);
      const comment = await addComment(deps, c.var.actor, target, id, input);
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
