import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { uploadLimit } from '@server/http/body-limits';
import { readUploadFile } from '@server/http/multipart';
import { parseJson } from '@server/http/validate';
import { IMAGE_RULES } from '@shared/image-rules';
import { type TProfile, ZUpdateProfileSchema } from '@shared/schemas/profile';
import { Hono } from 'hono';
import { deleteAvatar, getProfile, replaceAvatar, updateProfile } from './profile.service';

const AVATAR = IMAGE_RULES.avatar;

/** The caller's own profile: `/api/profile`. The partner's is read through the dashboard. */
export function profileRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .use('*', requireSession(deps))
    .get('/', async (c) => c.json((await getProfile(deps, c.var.actor)) satisfies TProfile))
    .patch('/', async (c) => {
      const input = await parseJson(c, ZUpdateProfileSchema);
      return c.json((await updateProfile(deps, c.var.actor, input)) satisfies TProfile);
    })
    .put(
      '/avatar',
      uploadLimit({ maxRequestBytes: AVATAR.maxRequestBytes, message: AVATAR.messages.tooLarge }),
      async (c) => {
        const file = await readUploadFile(c, AVATAR.messages.notImage);
        return c.json((await replaceAvatar(deps, c.var.actor, file)) satisfies TProfile);
      },
    )
    .delete('/avatar', async (c) => {
      await deleteAvatar(deps, c.var.actor);
      return c.body(null, 204);
    });
}
