// After `npm ci --omit=dev`: removes what only the development tools need but npm installs
// anyway. The lockfile marks `devOptional` the packages a production package names as an optional
// peer (vite, vitest and drizzle-kit, through better-auth); the platform binaries those pull in
// (rolldown's, lightningcss's) are plain `optional`, and go once nothing left asks for them.
// The image's node_modules went from 280 to about 200 MB. Run in the folder of node_modules.
import { readFileSync, rmSync } from 'node:fs';

const { packages } = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const nameOf = (where) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
const removed = new Set(
  Object.keys(packages).filter((where) => where && packages[where].devOptional),
);
/** Every name a package still installed asks for (its own and its optional dependencies). */
const wanted = () => {
  const names = new Set();
  for (const [where, entry] of Object.entries(packages)) {
    if (removed.has(where)) continue;
    for (const deps of [entry.dependencies, entry.optionalDependencies, entry.peerDependencies]) {
      for (const name of Object.keys(deps ?? {})) names.add(name);
    }
  }
  return names;
};
for (let changed = true; changed; ) {
  changed = false;
  const names = wanted();
  for (const [where, entry] of Object.entries(packages)) {
    if (where && entry.optional && !removed.has(where) && !names.has(nameOf(where))) {
      removed.add(where);
      changed = true;
    }
  }
}
for (const where of removed) rmSync(where, { recursive: true, force: true });
console.log(`removed ${removed.size} packages only the development tools need`);
