// The JavaScript a new visitor's browser downloads before /auth shows its form, counted from
// Chromium's own network log (every script response, whatever imported it), gzipped at level 9
// whether or not the server compresses it: what a phone on a slow link has to fetch. A second
// row gives the bytes the server really sent (Brotli copies from the build, where accepted).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';

const BUDGET_KB = 150;

/**
 * Every script whose request started before the sign-in form was in the page: [path, gzipped
 * bytes]. The moment is taken inside the page (a MutationObserver), not when Playwright notices
 * the form, so what the app fetches just after its first paint is not counted by mistake.
 */
export async function scriptsBeforeAuthForm({ baseUrl, chromiumPath }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('input[type="email"]')) return;
        window.__formShownAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const bodies = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.set(
        response.url(),
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
    });
    await page.goto(`${baseUrl}/auth`);
    await page.locator('input[type="email"]').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= window.__formShownAt && /\.m?js$/.test(entry.name))
        .map((entry) => [entry.name, entry.encodedBodySize]),
    );
    // A script Playwright did not classify as one (a modulepreload) is fetched again to weigh.
    const weigh = async (url) =>
      bodies.get(url) ??
      gzipSync(await (await context.request.get(url)).body(), { level: 9 }).length;
    return await Promise.all(
      entries.map(async ([url, sentBytes]) => [new URL(url).pathname, await weigh(url), sentBytes]),
    );
  } finally {
    await browser.close();
  }
}

export async function measure(ctx) {
  const scripts = await scriptsBeforeAuthForm(ctx);
  const totalKb = scripts.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
  // What the server actually sent (Brotli where the browser accepts it: scripts/precompress.ts).
  const sentKb = scripts.reduce((sum, [, , sentBytes]) => sum + sentBytes, 0) / 1024;
  for (const [url, bytes] of scripts.sort((a, b) => b[1] - a[1])) {
    ctx.log?.(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${url}`);
  }
  return [
    {
      figure: 'gzipped JS requested before /auth shows its form (network log)',
      budget: `≤ ${BUDGET_KB} KB`,
      measured: `${totalKb.toFixed(1)} KB in ${scripts.length} files`,
      pass: totalKb <= BUDGET_KB,
    },
    {
      figure: 'JS bytes sent before /auth shows its form (as the server compressed them)',
      budget: `≤ ${BUDGET_KB} KB`,
      measured: `${sentKb.toFixed(1)} KB`,
      pass: sentKb <= BUDGET_KB,
    },
  ];
}
