import fs from 'node:fs';
import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:4555';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
// sign up + couple via API
const email = `p${Date.now()}@x.es`;
const r = await ctx.request.post(`${base}/api/auth/sign-up/email`, {
  data: { email, password: 'secreto123', name: 'Ana García' },
  headers: { origin: base },
});
console.log('signup', r.status());
const page = await ctx.newPage();
const path = process.argv[2] ?? '/dashboard';
await page.goto(base + '/profile');
await page.waitForTimeout(1500);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.goto('about:blank');
await cdp.send('Profiler.start');
await page.goto(base + path, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
fs.writeFileSync('/tmp/page.cpuprofile', JSON.stringify(profile));
// self time by function+url
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas;
let total = 0;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(k, (self.get(k) ?? 0) + dt[i]);
  total += dt[i];
});
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
console.log('total ms', Math.round(total / 1000));
for (const [k, v] of top) console.log(Math.round(v / 1000), k);
// by url
const byUrl = new Map();
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName;
  byUrl.set(u, (byUrl.get(u) ?? 0) + dt[i]);
});
console.log(
  [...byUrl.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([u, v]) => `${Math.round(v / 1000)} ${u}`)
    .join('\n'),
);
await b.close();
