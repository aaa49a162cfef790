import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = 'http://127.0.0.1:4100';
const r = await fetch(base + '/api/auth/sign-in/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ email: 'ana@bench.test', password: 'Bench-password-2026' }),
});
const cookie = r.headers
  .getSetCookie()
  .map((h) => h.split(';')[0])
  .join('; ');
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const res = await lighthouse(base + process.argv[2], {
  port: chrome.port,
  onlyAudits: ['layout-shifts', 'cumulative-layout-shift'],
  extraHeaders: { Cookie: cookie },
  logLevel: 'error',
});
console.log(res.lhr.audits['cumulative-layout-shift'].numericValue);
for (const item of res.lhr.audits['layout-shifts'].details?.items ?? [])
  console.log(item.score, item.node?.snippet?.slice(0, 200), item.node?.selector);
await chrome.kill();
