import { existsSync } from 'node:fs';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_MISSING_MESSAGE = [
  '',
  `⚠  e2e: Chromium not found at ${process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM}; the browser tests are SKIPPED.`,
  '   Install it with `apt-get install -y chromium` (Debian/Ubuntu, as root),',
  '   or point CHROMIUM_PATH at a Chromium binary. CI installs it (.ci/run).',
  '',
].join('\n');

/** Debian's Chromium (or CHROMIUM_PATH), or null when this machine has none. */
export function chromiumExecutable(): string | null {
  const candidate = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  return existsSync(candidate) ? candidate : null;
}
