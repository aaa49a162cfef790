import type { TConfig } from '@server/config';
import { secureHeaders } from 'hono/secure-headers';

// 180 days. Only sent when the app is served over https: over plain http (`npm start` on a
// laptop) browsers ignore it, and on localhost it would pin https for every local project.
const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * No inline scripts, no third parties: everything the page loads comes from this origin.
 * Images may also be blob: (previews of a chosen file) and data: (tiny inline icons); audio may
 * be blob: (a voice note just recorded, played before it is sent).
 */
export const securityHeaders = ({ PUBLIC_URL }: Pick<TConfig, 'PUBLIC_URL'>) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'blob:', 'data:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: PUBLIC_URL?.startsWith('https://') ? HSTS : false,
  });
