import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authRoutes } from './auth/auth.routes';
import type { AppDependencies, AppEnv } from './http/context';
import { errorBody, handleError } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { staticWebRoutes } from './http/static-web';
import { healthRoutes } from './http/health.routes';

const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  /** Folder of the built SPA; omitted in API-only tests. */
  webRoot?: string;
}

export function createApp(deps: AppDependencies, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', securityHeaders());

  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // Uploads set their own, larger limits on their routes.
  api.use(
    '*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (c) => c.json(errorBody('payload_too_large', 'errors.payloadTooLarge'), 413),
    }),
  );
  api.route('/health', healthRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.notFound((c) => c.json(errorBody('not_found', 'errors.notFound'), 404));

  app.route('/api', api);
  if (options.webRoot) app.route('/', staticWebRoutes(options.webRoot));
  return app;
}

export type App = ReturnType<typeof createApp>;
