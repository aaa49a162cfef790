// `npm test`: every check, in the order that fails fastest, with each step's time. The quick
// checks (lint, types, unit tests) run side by side (the type checker keeps one core busy while
// the unit tests wait on the other), and beside them the production build the browser tests
// run on, each one's output printed whole when it ends; then the integration tests, then the
// browser tests, each alone on the machine's cores.
import { spawn } from 'node:child_process';

const GROUPS = [
  [
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['types', 'npm', ['run', '--silent', 'typecheck']],
    ['unit', 'npm', ['run', '--silent', 'test:unit']],
    // `npm run test:e2e` builds first; here the build fills the quick checks' idle moments.
    ['build', 'npm', ['run', '--silent', 'build']],
  ],
  [['integration', 'npm', ['run', '--silent', 'test:integration']]],
  [['e2e', 'npx', ['playwright', 'test']]],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one step; alone, its output streams, beside others it is printed whole at the end. */
function run([name, command, args], { stream }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ms = performance.now() - started;
      if (!stream) process.stdout.write(Buffer.concat(output));
      console.log(`\n--- ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}\n`);
      resolve({ name, ok: code === 0 && !signal, ms });
    });
  });
}

const results = [];
const started = performance.now();
for (const group of GROUPS) {
  const outcomes = await Promise.all(
    group.map((step) => run(step, { stream: group.length === 1 })),
  );
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.ok)) break;
}

console.log('npm test:');
for (const { name, ok, ms } of results) {
  console.log(`  ${ok ? 'passed' : 'FAILED'}  ${name.padEnd(12)} ${seconds(ms).padStart(6)}`);
}
const failed = results.some((result) => !result.ok);
console.log(
  `  ${failed ? 'FAILED' : 'passed'}  ${'in all'.padEnd(12)} ${seconds(performance.now() - started).padStart(6)}`,
);
process.exitCode = failed ? 1 : 0;
