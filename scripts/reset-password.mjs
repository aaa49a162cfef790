// `npm run reset-password -- <email>`: prints a one-time password reset link (servers without
// SMTP). TypeScript through tsx in a checkout, the bundle in the container image.
import { runTool } from './run-tool.mjs';

await runTool('reset-password', 'src/server/reset-password-cli.ts');
