// `npm run restore -- <file>`: an archive of `npm run backup` back into an empty data directory
// or database (src/server/backup/).
import { runTool } from './run-tool.mjs';

await runTool('restore', 'src/server/backup/restore-command.ts');
