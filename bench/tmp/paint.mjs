import { chromium } from '@playwright/test';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const url = process.argv[2] ?? 'http://127.0.0.1:4555/auth';
for (let i = 0; i < 3; i++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  const p = await ctx.newPage();
  await p.goto(url, { waitUntil: 'load' });
  await p.waitForTimeout(800);
  const r = await p.evaluate(() => ({
    paint: performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]),
    lcp: 0,
    res: performance
      .getEntriesByType('resource')
      .map((e) => [
        e.name.replace(location.origin, '').slice(0, 40),
        Math.round(e.startTime),
        Math.round(e.responseEnd),
      ]),
    nav: Math.round(performance.getEntriesByType('navigation')[0].responseEnd),
  }));
  console.log(JSON.stringify(r.paint), 'nav', r.nav, JSON.stringify(r.res.slice(0, 12)));
  await ctx.close();
}
await b.close();
