import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { uploadLimit } from '@server/http/body-limits';
import { readUploadFile } from '@server/http/multipart';
import { parseJson } from '@server/http/validate';
import { IMAGE_RULES } from '@shared/image-rules';
import { type TProfile, ZUpdateProfileSchema } from '@shared/schemas/profile';
import { type Context, Hono } from 'hono';
import {
  deleteAvatar,
  getProfile,
  type ProfileActor,
  replaceAvatar,
  updateProfile,
} from './profile.service';

const AVATAR = IMAGE_RULES.avatar;

const actorOf = (c: Context<AppEnv>): ProfileActor => ({ userId: c.var.user.id });

/** The caller's own profile: `/api/profile`. The partner's is read through the dashboard. */
export function profileRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .use('*', requireSession(deps))
    .get('/', async (c) => c.json((await getProfile(deps, actorOf(c))) satisfies TProfile))
    .patch('/', async (c) => {
      const input = await parseJson(c, ZUpdateProfileSchema);
      return c.json((await updateProfile(deps, actorOf(c), input)) satisfies TProfile);
    })
    .put(
      '/avatar',
      uploadLimit({ maxRequestBytes: AVATAR.maxRequestBytes, message: AVATAR.messages.tooLarge }),
      async (c) => {
        const file = await readUploadFile(c, AVATAR.messages.notImage);
        return c.json((await replaceAvatar(deps, actorOf(c), file)) satisfies TProfile);
      },
    )
    .delete('/avatar', async (c) => {
      await deleteAvatar(deps, actorOf(c));
      return c.body(null, 204);
    });
}
