// The rows of one app-against-floor comparison: throughput ratio and p99, measured alternately.
import { alternate, fmt } from './load.mjs';

const checkFailures = (label, side) => {
  if (side.failed > 0)
    throw new Error(`${label}: ${side.failed} failed answers, first: ${side.firstFailure}`);
};

/**
 * `app` and `floor` are load targets ({ target } or { next }). Returns the ratio row, and with
 * `p99Factor` a row on the app's p99 against the floor's.
 */
export async function compareRows({
  label,
  app,
  floor,
  floorLabel = 'bare',
  minRatio = 0.6,
  p99Factor,
  options,
}) {
  const { a, b } = await alternate(app, floor, options);
  checkFailures(label, a);
  checkFailures(`${label} (${floorLabel})`, b);
  const ratio = a.rps / b.rps;
  const rows = [
    {
      figure: `${label}: req/s against ${floorLabel}`,
      budget: `≥ ${minRatio}`,
      measured: `${fmt.ratio(ratio)} (${fmt.rps(a.rps)} against ${fmt.rps(b.rps)})`,
      pass: ratio >= minRatio,
    },
  ];
  if (p99Factor) {
    rows.push({
      figure: `${label}: p99 against ${floorLabel}`,
      budget: `≤ ${p99Factor}× ${floorLabel}`,
      measured: `${fmt.ms(a.p99)} against ${fmt.ms(b.p99)} (${fmt.ratio(a.p99 / b.p99)})`,
      pass: a.p99 <= p99Factor * b.p99,
    });
  }
  return { rows, app: a, floor: b };
}
