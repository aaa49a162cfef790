// A small loopback load generator: N keep-alive connections, each sending its next request as
// soon as the previous answer is in, for a fixed time. Latencies of every answer are kept, so
// p99 is exact. `alternate` runs two targets in turns within one run, so both see the same
// machine load (eight engineers share two cores; back-to-back runs would not be comparable).
import { readFileSync } from 'node:fs';
import http from 'node:http';

/** One request; resolves with status, headers, body (bytes) and text (decoded when read). */
export function request(url, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const payload =
      body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const allHeaders = { ...headers };
    if (payload !== undefined && !allHeaders['content-type'])
      allHeaders['content-type'] = 'application/json';
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: allHeaders,
        agent,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          let text;
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body,
            // Decoded when read: most answers are only counted.
            get text() {
              text ??= body.toString('utf8');
              return text;
            },
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export function summarize(latencies, ok, failed, seconds) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    ok,
    failed,
    seconds,
    rps: ok / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
  };
}

/**
 * Keeps `connections` requests in flight for `durationMs`. `next(index)` may return per-request
 * options (a different URL or body each time); otherwise `target` is sent as is.
 */
export async function runLoad({
  target,
  next,
  connections = 50,
  durationMs = 4000,
  okStatus = [200],
  samples,
  // An answer with an ok status may still not be the one measured (a fallback): false counts
  // it as failed.
  accept = () => true,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let ok = 0;
  let failed = 0;
  let counter = 0;
  let firstFailure = null;
  const until = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < until) {
      const options = next ? next(counter++) : target;
      const started = performance.now();
      try {
        const response = await request(options.url, { ...options, agent });
        if (okStatus.includes(response.status) && accept(response)) {
          ok++;
          latencies.push(performance.now() - started);
          samples?.push([started, performance.now() - started]);
        } else {
          failed++;
          firstFailure ??= `${response.status} ${response.text.slice(0, 200)}`;
        }
      } catch (error) {
        failed++;
        firstFailure ??= String(error);
      }
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  agent.destroy();
  return { ...summarize(latencies, ok, failed, seconds), latencies, firstFailure };
}

/**
 * Runs a and b in turns (a, b, a, b, ...), `rounds` times each, after one warm-up turn each,
 * and pools each side's answers. Returns { a, b } summaries.
 */
export async function alternate(
  a,
  b,
  { rounds = 3, durationMs = 3000, warmupMs = 1000, connections = 50 } = {},
) {
  await runLoad({ ...a, connections, durationMs: warmupMs });
  await runLoad({ ...b, connections, durationMs: warmupMs });
  const pooled = {
    a: { latencies: [], ok: 0, failed: 0, seconds: 0, firstFailure: null },
    b: { latencies: [], ok: 0, failed: 0, seconds: 0, firstFailure: null },
  };
  for (let round = 0; round < rounds; round++) {
    for (const [key, spec] of [
      ['a', a],
      ['b', b],
    ]) {
      const result = await runLoad({ ...spec, connections, durationMs });
      const side = pooled[key];
      for (const latency of result.latencies) side.latencies.push(latency);
      side.ok += result.ok;
      side.failed += result.failed;
      side.seconds += result.seconds;
      side.firstFailure ??= result.firstFailure;
    }
  }
  const done = (side) => ({
    ...summarize(side.latencies, side.ok, side.failed, side.seconds),
    firstFailure: side.firstFailure,
  });
  return { a: done(pooled.a), b: done(pooled.b) };
}

export const fmt = {
  rps: (value) => `${Math.round(value).toLocaleString('en-US')} req/s`,
  ms: (value) => `${value.toFixed(1)} ms`,
  ratio: (value) => `${value.toFixed(2)}×`,
};

let signInCount = 0;

/**
 * Signs in and returns the Cookie header value of the new session. Each sign-in comes from its
 * own address (X-Forwarded-For; the bench server trusts its proxy), so the bench's many
 * sign-ins are not refused by the per-address limit of 5 a minute.
 */
export async function signIn(baseUrl, { email, password }) {
  signInCount++;
  const forwardedFor = `10.${(signInCount >> 16) & 255}.${(signInCount >> 8) & 255}.${signInCount & 255}`;
  const headers = { origin: baseUrl, 'x-forwarded-for': forwardedFor };
  const response = await request(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: { email, password },
  });
  if (response.status !== 200)
    throw new Error(`sign-in ${email}: ${response.status} ${response.text.slice(0, 200)}`);
  const setCookie = response.headers['set-cookie'] ?? [];
  return setCookie.map((line) => line.split(';')[0]).join('; ');
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux; 0 elsewhere). CPU
 * per request barely moves with the shared machine's load, which throughput follows closely.
 */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, may hold spaces): utime is 14th, stime 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
