// `npm run restore -- <file>`: an archive of `npm run backup` back into an empty data directory
// or database (src/server/backup/).
import path from 'node:path';
import { register } from 'tsx/esm/api';

register({ tsconfig: path.join(import.meta.dirname, '..', 'tsconfig.json') });
await import('../src/server/backup/restore-command.ts');
