import { chromium } from '@playwright/test';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const p = await b.newPage();
p.on('response', async (r) => {
  if (r.url().includes('/assets/index'))
    console.log(
      r.url().slice(-30),
      (await r.allHeaders())['content-encoding'],
      r.request().headers()['accept-encoding'],
    );
});
await p.goto('http://127.0.0.1:4555/auth');
await p.waitForTimeout(1000);
await b.close();
