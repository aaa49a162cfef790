import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { resourceId } from '@server/http/resource-id';
import type { TExportStatus } from '@shared/schemas/export';
import { type Context, Hono } from 'hono';
import { albumLanguageOf } from './album-texts';
import { findExportStatus, startExport } from './export.service';

/** The album's language: the app's (`?lang=`, sent by the web), else the browser's. */
const languageOf = (c: Context<AppEnv>) =>
  albumLanguageOf(c.req.query('lang') ?? c.req.header('accept-language'));

async function download(deps: AppDependencies, c: Context<AppEnv>, coupleId?: string) {
  // Hono answers HEAD with the GET handler; an archive nobody reads would hold the lease.
  if (c.req.method === 'HEAD') return c.body(null, 200, { 'Content-Type': 'application/zip' });
  const { body, fileName } = await startExport(deps, c.var.actor, {
    coupleId,
    language: languageOf(c),
  });
  return c.body(body, 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'X-Content-Type-Options': 'nosniff',
  });
}

/**
 * `/api/export`: the couple's whole shared space as a streaming ZIP. Who may download which
 * couple is decided in one place, `findExportableCouple` (export.repository.ts): `GET /` is the
 * caller's active couple; `GET /:coupleId` names one (a former couple, once couples can end).
 * Not behind `requireCouple`, which only knows the active couple.
 */
export function exportRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .use('*', requireSession(deps))
    .get('/status', async (c) =>
      c.json((await findExportStatus(deps, c.var.actor.userId)) satisfies TExportStatus),
    )
    .get('/', (c) => download(deps, c))
    .get('/:coupleId', (c) => download(deps, c, resourceId(c, 'coupleId', 'export.notFound')));
}
