/**
 * The machine's own clock. The one place in the tests that reads it (the `no-wall-clock` lint
 * rule, docs/TESTING.md, allows it here and in `ManualClock`): for what stands for another
 * machine (a push service checking its tokens, the browser's cookie jar) or starts a stopped
 * clock near the real time, never for a day or an hour a test asserts on. Those come from the
 * app's clock (`testApp.deps.clock`, a `ManualClock`) or, in the browser, from e2e's test clock.
 */
export const machineNow = (): Date => new Date();
