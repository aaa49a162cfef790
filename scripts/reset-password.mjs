// `npm run reset-password -- <email>`: prints a one-time password reset link (servers without
// SMTP). TypeScript through tsx, as `npm start` runs the server.
import path from 'node:path';
import { register } from 'tsx/esm/api';

register({ tsconfig: path.join(import.meta.dirname, '..', 'tsconfig.json') });
await import('../src/server/reset-password-cli.ts');
