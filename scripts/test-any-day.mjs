// `npm run test:any-day [-- <instant name>...]`: the unit and integration suites with the
// machine's clock moved to the hard instants below (libfaketime, Debian's `faketime` package),
// each run starting a little before the instant so that it crosses it while it runs, in the zone
// the instant is hard for. The embedded PostgreSQL inherits the moved clock. What it covers and what
// it cannot (the kernel's own file times): docs/TESTING.md, "Any day".
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const LIBFAKETIME = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1',
  '/usr/lib/faketime/libfaketimeMT.so.1',
].find((file) => existsSync(file));

/** Each instant is the moment crossed; each suite's run starts its `leadSeconds` before it. */
const INSTANTS = [
  { name: 'year-end', at: '2027-01-01T00:00:00Z', zone: 'UTC' },
  { name: 'month-end', at: '2027-05-01T00:00:00Z', zone: 'UTC' },
  { name: 'leap-day', at: '2028-02-29T00:00:00Z', zone: 'UTC' },
  { name: 'after-leap-day', at: '2028-03-01T00:00:00Z', zone: 'UTC' },
  // Clocks go forward at 02:00 in Madrid (01:00 UTC) and back at 02:00 in New York (06:00 UTC).
  { name: 'dst-madrid', at: '2027-03-28T01:00:00Z', zone: 'Europe/Madrid' },
  { name: 'dst-new-york', at: '2026-11-01T06:00:00Z', zone: 'America/New_York' },
  // Midnight of a month's end where the day starts first (UTC+14) and last (UTC-11).
  { name: 'far-east', at: '2027-07-31T10:00:00Z', zone: 'Pacific/Kiritimati' },
  { name: 'far-west', at: '2027-09-01T11:00:00Z', zone: 'Pacific/Pago_Pago' },
];
/**
 * Each suite with how long before the instant its run starts: about a third of its run here, so
 * that its tests run on both sides of the instant (the unit suite takes some 10 s, the
 * integration suite two and a half minutes).
 */
const SUITES = [
  { suite: 'unit', leadSeconds: 4 },
  { suite: 'integration', leadSeconds: 50 },
];

if (!LIBFAKETIME) {
  console.error('libfaketime is missing: apt-get install -y faketime');
  process.exit(1);
}
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !INSTANTS.some((instant) => instant.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown instant ${unknown.join(', ')}; known: ${INSTANTS.map((i) => i.name).join(', ')}`,
  );
  process.exit(2);
}

const results = [];
for (const instant of INSTANTS.filter((i) => wanted.length === 0 || wanted.includes(i.name))) {
  for (const { suite, leadSeconds } of SUITES) {
    // An offset, not an absolute start: every process of the run (vitest's workers, PostgreSQL)
    // then shares one moved clock instead of each starting its own at the instant.
    const offset = Math.round((Date.parse(instant.at) - Date.now()) / 1000) - leadSeconds;
    console.log(
      `\n==> ${suite} at ${instant.name}: ${leadSeconds} s before ${instant.at}, TZ=${instant.zone}`,
    );
    const started = performance.now();
    const run = spawnSync('npx', ['vitest', 'run', '--project', suite], {
      stdio: 'inherit',
      env: {
        ...process.env,
        TZ: instant.zone,
        LD_PRELOAD: LIBFAKETIME,
        FAKETIME: `${offset >= 0 ? '+' : ''}${offset}s`,
        // Timers and durations keep the real pace; only the time of day moves.
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
      },
    });
    const seconds = Math.round((performance.now() - started) / 1000);
    results.push({ instant: instant.name, suite, ok: run.status === 0, seconds });
  }
}

console.log('\nAny day:');
for (const { instant, suite, ok, seconds } of results) {
  console.log(`  ${ok ? 'passed' : 'FAILED'}  ${suite} at ${instant} (${seconds} s)`);
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
