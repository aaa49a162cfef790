// Lighthouse (the npm package) on Debian's Chromium, as a phone on a slow 4G link sees the app:
// mobile form factor and Lighthouse's default simulated throttling, storage cleared before each
// screen, each in a fresh browser. Signed-in screens get the seeded user's session cookie in the
// browser's cookie jar, as after a sign-in.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';

// #35's screens: the sign-in, the couple's home, the heaviest lists, the pet and the daily question.
const SCREENS = ['/auth', '/dashboard', '/memories', '/date-plans', '/pet', '/daily-question'];
const BUDGET = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, accessibility: 100 };
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

async function sessionCookie({ baseUrl, user }) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`Sign-in for Lighthouse failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** One screen's Lighthouse figures: scores 0-100, times in ms. */
/**
 * One screen's Lighthouse figures, in a browser of its own: a first visit. The session is a cookie
 * in the browser's jar, as after a sign-in: sent as a DevTools extra header instead, it reached the
 * document but not the app's requests once the service worker controlled the page (they answered
 * 401 and the screen was audited signed out, at "/").
 */
async function audit(url, chromiumPath, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    if (cookie) await browser.contexts()[0].addCookies(cookiesFor(url, cookie));
    return await auditIn(chrome.port, url);
  } finally {
    await browser.close().catch(() => {});
    await chrome.kill();
  }
}

/** `name=value; name2=value2` as cookies of `url`'s origin. */
function cookiesFor(url, header) {
  return header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: new URL(url).origin };
  });
}

async function auditIn(port, url) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    },
    // Lighthouse's own mobile defaults (Moto G Power, slow 4G, 4x CPU slowdown).
    undefined,
  );
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) {
    throw Object.assign(new Error(`${url}: ${result.lhr.runtimeError.message}`), {
      isLighthouseHiccup: true,
    });
  }
  // Drawn somewhere else than asked (signed out, sent to "/"): not a figure of that screen.
  const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} was audited at ${landed}`);
  return {
    lhr: result.lhr,
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    failedA11y: Object.values(audits)
      .filter((a) => result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .filter((a) => a.score === 0)
      .map((a) => a.id),
  };
}

const row = (figure, budget, measured, pass) => ({ figure, budget, measured, pass });

/**
 * Lighthouse varies from run to run (its total blocking time by 100 ms or more here), so each
 * screen is audited several times (BENCH_LIGHTHOUSE_RUNS, 3 by default) and the run with the
 * median performance score is reported, as Lighthouse's own guidance on variability advises.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/**
 * Lighthouse sometimes fails to record a load at all ("NO_NAVSTART: ... run Lighthouse again"):
 * one such hiccup cost the whole table its Lighthouse rows. It is run again, twice at most; a
 * screen audited somewhere else than asked is never retried (that is the app's answer).
 */
async function auditRetried(url, chromiumPath, cookie, attemptsLeft = 2) {
  try {
    return await audit(url, chromiumPath, cookie);
  } catch (error) {
    if (!error.isLighthouseHiccup || attemptsLeft === 0) throw error;
    return auditRetried(url, chromiumPath, cookie, attemptsLeft - 1);
  }
}

async function medianAudit(url, chromiumPath, cookie) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await auditRetried(url, chromiumPath, cookie));
  runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  const median = runs[Math.floor(runs.length / 2)];
  // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps the reported run's full report, to see why a figure is
  // what it is (the LCP element and its phases, the requests, the long tasks).
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    fs.writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(median.lhr));
  }
  return median;
}

export async function measure(ctx) {
  // e.g. BENCH_LIGHTHOUSE_SCREENS=/auth,/dashboard to look at a few screens only.
  const screens = process.env.BENCH_LIGHTHOUSE_SCREENS?.split(',') ?? ctx.screens ?? SCREENS;
  // chrome-launcher reports a missing browser as an 'error' event nothing can catch, which would
  // end the bench without stopping its server: say so as an ordinary error instead.
  if (!fs.existsSync(ctx.chromiumPath))
    throw new Error(`no Chromium at ${ctx.chromiumPath} (apt-get install -y chromium)`);
  const cookie = await sessionCookie(ctx);
  const rows = [];
  for (const screen of screens) {
    const figures = await medianAudit(
      `${ctx.baseUrl}${screen}`,
      ctx.chromiumPath,
      screen === '/auth' ? '' : cookie,
    );
    if (figures.failedA11y.length)
      ctx.log?.(`  ${screen} accessibility: ${figures.failedA11y.join(', ')}`);
    rows.push(
      row(
        `Lighthouse performance ${screen}`,
        `≥ ${BUDGET.performance}`,
        String(figures.performance),
        figures.performance >= BUDGET.performance,
      ),
      row(
        `LCP ${screen}`,
        `≤ ${BUDGET.lcpMs / 1000} s`,
        `${(figures.lcpMs / 1000).toFixed(1)} s`,
        figures.lcpMs <= BUDGET.lcpMs,
      ),
      row(
        `TBT ${screen}`,
        `≤ ${BUDGET.tbtMs} ms`,
        `${Math.round(figures.tbtMs)} ms`,
        figures.tbtMs <= BUDGET.tbtMs,
      ),
      row(`CLS ${screen}`, `≤ ${BUDGET.cls}`, figures.cls.toFixed(3), figures.cls <= BUDGET.cls),
      row(
        `Lighthouse accessibility ${screen}`,
        `${BUDGET.accessibility}`,
        String(figures.accessibility),
        figures.accessibility >= BUDGET.accessibility,
      ),
    );
  }
  return rows;
}
