// `npm run backup -- <file>`: the database and every stored file in one archive
// (src/server/backup/), from a running or a stopped server. `npm run backup -- --status`: the
// last scheduled backup (docs/SELF-HOSTING.md).
import { runTool } from './run-tool.mjs';

await runTool('backup', 'src/server/backup/backup-command.ts');
