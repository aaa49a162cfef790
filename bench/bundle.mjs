// Prints the gzipped JavaScript each screen needs, from Vite's build manifest, against budgets.
// Run with `npm run bench:bundle` (it builds first). Exits non-zero when a budget is exceeded.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve('dist/web');
const BUDGET_AUTH_KB = 150;
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

/** Every JS file a manifest entry loads before it can run: itself and its static imports. */
function staticClosure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const child of entry.imports ?? []) staticClosure(child, seen);
  return seen;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const findKey = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const authKey = findKey('features/auth/auth-page.tsx');
const localeKey = findKey('locales/es/index.ts');
const authFiles = new Set([
  ...staticClosure(entryKey),
  ...staticClosure(authKey),
  ...staticClosure(localeKey),
]);
const authKb = sum(authFiles);

console.log('JavaScript needed to show /auth (gzip):');
for (const file of [...authFiles].sort())
  console.log(`  ${gzipKb(file).toFixed(1).padStart(7)} KB  ${file}`);
console.log(`  ${authKb.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_AUTH_KB} KB)`);

console.log('\nRoute chunks (gzip, own file only, and what the route adds to the first load):');
const entryFiles = staticClosure(entryKey);
for (const [key, entry] of Object.entries(manifest)) {
  if (!entry.isDynamicEntry || !key.includes('-page.tsx')) continue;
  const extra = [...staticClosure(key)].filter((file) => !entryFiles.has(file));
  console.log(
    `  ${gzipKb(entry.file).toFixed(1).padStart(7)} KB  ${key.replace('features/', '')}` +
      `  (+${sum(extra).toFixed(1)} KB with its shared chunks)`,
  );
}

if (authKb > BUDGET_AUTH_KB) {
  console.error(`\nOVER BUDGET: /auth needs ${authKb.toFixed(1)} KB > ${BUDGET_AUTH_KB} KB`);
  process.exit(1);
}
console.log(`\nWithin budget: /auth ${authKb.toFixed(1)} KB <= ${BUDGET_AUTH_KB} KB`);
