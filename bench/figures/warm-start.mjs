// Warm start: a phone reopening the app with the service worker installed and the device cache
// filled (docs/BOOT.md), CPU slowed 4x, offline and on a slow 4G link. For /dashboard and
// /memories of the couple with 3,000 memories: the time from the navigation's start to the
// couple's names (the dashboard's h1, the first memory card) and to the first photo drawn
// (decoded, not just requested), whether drawn by the last screen's picture (lib/last-screen) or
// by the app, and when the app's own screen is live. Plus what the device keeps, in bytes.

import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';

const BUDGET_MS = 1000;
const BUDGET_KEPT_BYTES = 5 * 1024 * 1024;
const RUNS = Math.max(1, Number(process.env.BENCH_WARM_RUNS ?? 3));
// Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbps down, 750 kbps up.
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
// The screens a person looks at in a day: what the device cache then holds.
const SCREENS_SEEN = [
  '/dashboard',
  '/memories',
  '/calendar',
  '/bucket-list',
  '/date-plans',
  '/emotion-jar',
  '/stats',
  '/pet',
  '/profile',
];

/** What must be on screen, per screen: the names, and the first photo decoded. */
const TARGETS = {
  '/dashboard': { names: '#couple-names', photo: 'img[src*="/api/"]' },
  '/memories': { names: 'article h3, article h2', photo: 'article img' },
};

async function signIn(context, baseUrl, user) {
  const response = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
}

const jpeg = (width, height) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 140 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * The signed-in partner's own photo: the dashboard's first screen (the couple's header) shows
 * it, so its "first photo" is one a couple sees at the top, not a carousel below the fold.
 */
async function addAvatar(context, baseUrl) {
  const response = await context.request.put(`${baseUrl}/api/profile/avatar`, {
    headers: { origin: baseUrl },
    multipart: { file: { name: 'yo.jpg', mimeType: 'image/jpeg', buffer: await jpeg(600, 600) } },
  });
  if (response.status() !== 200) throw new Error(`avatar: ${response.status()}`);
}

async function addPhotoMemory(context, baseUrl) {
  const photo = await jpeg(1200, 900);
  const response = await context.request.post(`${baseUrl}/api/memories`, {
    headers: { origin: baseUrl },
    multipart: {
      title: 'Recuerdo con foto',
      memoryDate: new Date().toISOString().slice(0, 10),
      file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  if (response.status() !== 201) throw new Error(`memory with photo: ${response.status()}`);
}

/** The device cache's bytes (UTF-8) once it holds `text`. */
async function keptBytes(page, text) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const kept = await page.evaluate(async () => {
      const databases = await indexedDB.databases();
      if (!databases.some((database) => database.name === 'juntos-cache')) return '';
      return new Promise((resolve) => {
        const request = indexedDB.open('juntos-cache');
        request.onsuccess = () => {
          const db = request.result;
          const all = db.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              all.result.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(''),
            );
          };
        };
        request.onerror = () => resolve('');
      });
    });
    if (kept.includes(text)) return Buffer.byteLength(kept, 'utf8');
    await page.waitForTimeout(500);
  }
  throw new Error(`the device cache never held ${text}`);
}

/** One reopen of `screen`: ms from the navigation's start to the names and to the first photo. */
async function reopen(context, baseUrl, screen, network) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  if (network === 'offline') await context.setOffline(true);
  else await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  try {
    await page.goto(`${baseUrl}${screen}`, { waitUntil: 'commit' });
    const { names, photo } = TARGETS[screen];
    const at = (selector, isPhoto) =>
      page
        .waitForFunction(
          ({ selector, isPhoto }) => {
            const element = document.querySelector(selector);
            if (!element || element.getBoundingClientRect().height === 0) return false;
            if (isPhoto && !(element.complete && element.naturalWidth > 0)) return false;
            return performance.now();
          },
          { selector, isPhoto },
          { polling: 'raf', timeout: 15_000 },
        )
        .then(
          (handle) => handle.jsonValue(),
          () => Number.POSITIVE_INFINITY,
        );
    // The app's own screen, taps answered (the picture of the last screen is gone by then).
    const live = page
      .waitForFunction(
        () => document.documentElement.dataset.screen === 'live' && performance.now(),
        null,
        { polling: 'raf', timeout: 15_000 },
      )
      .then(
        (handle) => handle.jsonValue(),
        () => Number.POSITIVE_INFINITY,
      );
    const [namesMs, photoMs, liveMs] = await Promise.all([at(names, false), at(photo, true), live]);
    // BENCH_WARM_SHOTS=<dir>: what the phone showed when something never came.
    const shots = process.env.BENCH_WARM_SHOTS;
    if (shots && !Number.isFinite(namesMs + photoMs)) {
      const name = `${screen.slice(1)}-${network.replace(' ', '-')}-${Date.now()}.png`;
      await page.screenshot({ path: `${shots}/${name}` }).catch(() => {});
    }
    return { namesMs, photoMs, liveMs };
  } finally {
    await context.setOffline(false);
    await page.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');

export async function measure(ctx) {
  const { baseUrl, chromiumPath, bench } = ctx;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'es-ES',
    });
    await signIn(context, baseUrl, bench.largeUser);
    await addPhotoMemory(context, baseUrl);
    await addAvatar(context, baseUrl);

    // A day's use: the worker installs, the screens are seen and kept.
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForSelector('#couple-names');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    // Each looked at for a few seconds, as a person does (the app keeps a picture of a screen
    // 1.5 s after it opens: lib/last-screen).
    for (const screen of SCREENS_SEEN) {
      await page.goto(`${baseUrl}${screen}`);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(2_000);
    }
    // Scrolled deep into the 3,000 memories: only the first page may be kept.
    await page.goto(`${baseUrl}/memories`);
    await page.waitForSelector('article');
    for (let scroll = 0; scroll < 5; scroll++) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(400);
    }
    const bytes = await keptBytes(page, 'Recuerdo con foto');
    await page.close();
    rows.push({
      figure: 'warm start: device data kept (3,000 memories, 9 screens seen)',
      budget: `≤ ${BUDGET_KEPT_BYTES / 1024 / 1024} MB`,
      measured: `${(bytes / 1024).toFixed(0)} KB`,
      pass: bytes <= BUDGET_KEPT_BYTES,
    });

    for (const network of ['offline', 'slow 4G']) {
      for (const screen of Object.keys(TARGETS)) {
        const runs = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(await reopen(context, baseUrl, screen, network));
        const namesMs = median(runs.map((r) => r.namesMs));
        const photoMs = median(runs.map((r) => r.photoMs));
        const liveMs = median(runs.map((r) => r.liveMs));
        rows.push(
          {
            figure: `warm start ${screen}, ${network}, CPU 4x: names`,
            budget: `≤ ${BUDGET_MS / 1000} s`,
            measured: seconds(namesMs),
            pass: namesMs <= BUDGET_MS,
          },
          {
            figure: `warm start ${screen}, ${network}, CPU 4x: first photo`,
            budget: `≤ ${BUDGET_MS / 1000} s`,
            measured: seconds(photoMs),
            pass: photoMs <= BUDGET_MS,
          },
          {
            // No budget in the issue: reported so the picture is never mistaken for the app.
            figure: `warm start ${screen}, ${network}, CPU 4x: the app's own screen (live)`,
            budget: 'reported',
            measured: seconds(liveMs),
            pass: Number.isFinite(liveMs),
          },
        );
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
