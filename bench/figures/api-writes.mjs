// The write path, 20 connections each (an ordinary couple, so the bench couple's figures do not
// change): creating a memory without a photo (multipart, as the web form sends it) and toggling
// a goal. Each write runs a transaction and announces itself to the couple's realtime channel.
import { fmt, request, runLoad, signIn } from '../lib/load.mjs';

const CONNECTIONS = 20;
const DURATION_MS = 5000;
const BUDGET_P99_MS = 250;
const BUDGET_RPS = 150;

function multipart(fields) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return {
    body: `${body}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const rowsOf = (label, result) => {
  if (result.failed > 0)
    throw new Error(`${label}: ${result.failed} failed, first: ${result.firstFailure}`);
  return [
    {
      figure: `${label}: req/s, ${CONNECTIONS} connections`,
      budget: `≥ ${BUDGET_RPS}`,
      measured: fmt.rps(result.rps),
      pass: result.rps >= BUDGET_RPS,
    },
    {
      figure: `${label}: p99`,
      budget: `≤ ${BUDGET_P99_MS} ms`,
      measured: fmt.ms(result.p99),
      pass: result.p99 <= BUDGET_P99_MS,
    },
  ];
};

export async function measure(ctx) {
  const user = ctx.bench.otherUser(0);
  const cookie = await signIn(ctx.baseUrl, user);
  const headers = { cookie, origin: ctx.baseUrl };

  const create = await runLoad({
    connections: CONNECTIONS,
    durationMs: DURATION_MS,
    okStatus: [201],
    next: (index) => {
      const { body, contentType } = multipart({
        title: `Paseo ${index}`,
        description: 'Por la playa al atardecer',
        memoryDate: '2025-07-14',
      });
      return {
        url: `${ctx.baseUrl}/api/memories`,
        method: 'POST',
        headers: { ...headers, 'content-type': contentType },
        body,
      };
    },
  });

  const goals = JSON.parse(
    (await request(`${ctx.baseUrl}/api/bucket-list`, { headers: { cookie } })).text,
  );
  const toggle = await runLoad({
    connections: CONNECTIONS,
    durationMs: DURATION_MS,
    next: (index) => {
      const goal = goals[index % goals.length];
      return {
        url: `${ctx.baseUrl}/api/bucket-list/${goal.id}/completed`,
        method: 'PUT',
        headers,
        body: { completed: Math.floor(index / goals.length) % 2 === 0 },
      };
    },
  });
  return [
    ...rowsOf('POST /api/memories (no photo)', create),
    ...rowsOf('PUT /api/bucket-list/:id/completed', toggle),
  ];
}
