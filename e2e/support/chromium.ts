import { existsSync } from 'node:fs';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

// Quiet, reproducible Chromium: no GPU, no update or sync traffic, no first-run dialogs.
// --no-sandbox because CI runs as root, where Chromium's sandbox refuses to start.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Native controls (the date picker) in the app's default language, as on a Spanish phone.
  '--lang=es-ES',
  // A microphone that plays a beep and asks nobody: voice notes record as on a phone whose
  // person allowed it (the context still grants 'microphone' where a test records).
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** Debian's Chromium (or CHROMIUM_PATH), or null when this machine has none. */
export function chromiumExecutable(): string | null {
  const candidate = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  return existsSync(candidate) ? candidate : null;
}

/** Printed once per run (the config is loaded by the runner and by every worker). */
export function warnChromiumMissing(): void {
  if (process.env.TEST_WORKER_INDEX !== undefined) return;
  console.warn(
    [
      '',
      `⚠  e2e: Chromium not found at ${process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM}; the browser tests are SKIPPED.`,
      '   Install it with `apt-get install -y chromium` (Debian/Ubuntu, as root),',
      '   or point CHROMIUM_PATH at a Chromium binary. CI installs it (.ci/run).',
      '',
    ].join('\n'),
  );
}
