// `npm run backup -- <file>`: the database and every stored file in one archive
// (src/server/backup/), from a running or a stopped server.
import path from 'node:path';
import { register } from 'tsx/esm/api';

register({ tsconfig: path.join(import.meta.dirname, '..', 'tsconfig.json') });
await import('../src/server/backup/backup-command.ts');
