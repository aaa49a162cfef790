import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** package.json, found upwards: from src/server/backup or from the dist/server bundle. */
function findPackageJson(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const PACKAGE_JSON = findPackageJson(path.dirname(fileURLToPath(import.meta.url)));

/** The `version` of package.json: recorded in every backup, to tell which app wrote it. */
export function appVersion(): string {
  return (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }).version;
}
