// Issue 25's write budget: 20 changes made offline across five features (emotions, goals,
// events, memories with photos, a date plan's rating and notes), the app closed and reopened,
// then online: all 20 in the database exactly once, the partner's open screens updated live.
// Real Chromium, the production build, two partners of an ordinary seeded couple.
import { chromium } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { BENCH_PASSWORD, benchEmail } from '../lib/seed.mjs';

// Couple 500 of the seed: users 999 and 1000, untouched by the other figures.
const ME = benchEmail(999);
const PARTNER = benchEmail(1000);
const PER_FEATURE = 4;
const MARK = `offline-${Date.now().toString(36)}`;
const TIMEOUT_MS = 30_000;

async function signedInContext(browser, baseUrl, email) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
  });
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: BENCH_PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email}: ${response.status()}`);
  return context;
}

async function openTab(context, path) {
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: TIMEOUT_MS });
  return page;
}

async function fillDialog(page, opener, dialogName, fields, submit) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  return { dialog, submit: () => dialog.getByRole('button', { name: submit }).click() };
}

/** The 20 changes, 4 per feature, each through its screen as a person makes them. */
async function makeChanges(tabs, photo) {
  const emotions = ['Añadir Feliz', 'Añadir Tranquilo', 'Añadir Amoroso', 'Añadir Cansado'];
  for (const name of emotions) await tabs.jar.getByRole('button', { name }).click();
  for (let i = 1; i <= PER_FEATURE; i++) {
    const goal = await fillDialog(
      tabs.goals,
      tabs.goals.getByRole('button', { name: 'Nueva' }).first(),
      'Crear meta',
      { Título: `${MARK} meta ${i}` },
      'Añadir meta',
    );
    await goal.submit();
    await goal.dialog.waitFor({ state: 'detached' });
    const event = await fillDialog(
      tabs.calendar,
      tabs.calendar.getByRole('button', { name: 'Nuevo' }),
      'Crear evento',
      { Título: `${MARK} evento ${i}` },
      'Crear evento',
    );
    await event.submit();
    await event.dialog.waitFor({ state: 'detached' });
    const memory = await fillDialog(
      tabs.memories,
      tabs.memories.getByRole('button', { name: 'Nuevo', exact: true }),
      'Crear recuerdo',
      { Título: `${MARK} recuerdo ${i}` },
      'Guardar',
    );
    if (i % 2 === 0) {
      const chooser = tabs.memories.waitForEvent('filechooser');
      await memory.dialog.getByRole('button', { name: /^(Elegir|Cambiar) imagen$/ }).click();
      await (await chooser).setFiles({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: photo });
      await memory.dialog.getByRole('img', { name: 'Vista previa de la imagen elegida' }).waitFor();
    }
    await memory.submit();
    await memory.dialog.waitFor({ state: 'detached' });
    await tabs.plans.getByRole('button', { name: new RegExp(`^#${i} `) }).click();
    const plan = tabs.plans.getByRole('dialog');
    await plan.getByLabel('¿Qué tal fue?').fill(`${MARK} plan ${i}`);
    await plan.getByRole('radio', { name: `${(i % 5) + 1} de 5 estrellas` }).click();
    await plan.getByRole('button', { name: 'Guardar experiencia' }).click();
    await plan.getByText('Se enviará cuando vuelvas a tener conexión').waitFor();
    await tabs.plans.keyboard.press('Escape');
    await plan.waitFor({ state: 'detached' });
  }
}

/** What the database holds of the 20 changes: per feature, rows found (expected 4 each). */
async function countStored(databaseUrl, since) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const like = `${MARK}%`;
    const one = async (sql, values) => Number((await client.query(sql, values)).rows[0].count);
    return {
      emotions: await one(
        `select count(*) from emotions e join users u on u.id = e.user_id
         where u.email = $1 and e.created_at >= $2`,
        [ME, since],
      ),
      goals: await one('select count(*) from bucket_list where title like $1', [like]),
      events: await one('select count(*) from events where title like $1', [like]),
      memories: await one('select count(*) from memories where title like $1', [like]),
      plans: await one(
        'select count(*) from couple_date_completions where experience_description like $1',
        [like],
      ),
    };
  } finally {
    await client.end();
  }
}

const total = (counts) => Object.values(counts).reduce((sum, count) => sum + count, 0);

export async function measure(ctx) {
  const browser = await chromium.launch({ executablePath: ctx.chromiumPath });
  try {
    const since = new Date();
    const me = await signedInContext(browser, ctx.baseUrl, ME);
    const partner = await signedInContext(browser, ctx.baseUrl, PARTNER);
    const tabs = {
      jar: await openTab(me, '/emotion-jar'),
      goals: await openTab(me, '/bucket-list'),
      calendar: await openTab(me, '/calendar'),
      memories: await openTab(me, '/memories'),
      plans: await openTab(me, '/date-plans'),
    };
    // The partner's open screens, watched for the changes to arrive live.
    const watching = {
      jar: await openTab(partner, '/emotion-jar'),
      goals: await openTab(partner, '/bucket-list'),
      memories: await openTab(partner, '/memories'),
    };
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#f4a6b8' },
    })
      .jpeg()
      .toBuffer();

    await me.setOffline(true);
    const madeStarted = performance.now();
    await makeChanges(tabs, photo);
    const madeMs = performance.now() - madeStarted;
    ctx.log(`offline-replay: 20 changes made offline in ${(madeMs / 1000).toFixed(1)} s`);
    const before = await countStored(ctx.databaseUrl, since);
    // The app closed (every tab), then opened again with the signal back.
    for (const page of Object.values(tabs)) await page.close();
    await me.setOffline(false);
    const reopenedAt = performance.now();
    const reopened = await me.newPage();
    await reopened.goto('/dashboard');
    let stored = await countStored(ctx.databaseUrl, since);
    while (total(stored) < PER_FEATURE * 5 && performance.now() - reopenedAt < TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stored = await countStored(ctx.databaseUrl, since);
    }
    const replayMs = performance.now() - reopenedAt;
    // Anything still on its way would be counted twice later: wait a moment, count again.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    stored = await countStored(ctx.databaseUrl, since);

    const live = await Promise.all([
      watching.jar
        .getByRole('region', { name: 'Emociones de tu pareja hoy' })
        .getByRole('listitem')
        .nth(PER_FEATURE - 1)
        .waitFor({ timeout: TIMEOUT_MS })
        .then(
          () => true,
          () => false,
        ),
      watching.goals
        .getByRole('article', { name: `${MARK} meta ${PER_FEATURE}` })
        .waitFor({ timeout: TIMEOUT_MS })
        .then(
          () => true,
          () => false,
        ),
      watching.memories
        .getByRole('article', { name: `${MARK} recuerdo ${PER_FEATURE}` })
        .waitFor({ timeout: TIMEOUT_MS })
        .then(
          () => true,
          () => false,
        ),
    ]);
    const liveCount = live.filter(Boolean).length;
    const expected = PER_FEATURE * 5;
    const perFeature = Object.values(stored);
    const lost = perFeature.reduce((sum, count) => sum + Math.max(0, PER_FEATURE - count), 0);
    const duplicated = perFeature.reduce((sum, count) => sum + Math.max(0, count - PER_FEATURE), 0);
    ctx.log(
      `offline-replay: before reopening ${total(before)} stored; after ${JSON.stringify(stored)} in ${(replayMs / 1000).toFixed(1)} s; partner screens live ${liveCount}/3`,
    );
    return [
      {
        figure: '20 offline changes (5 features), app closed, reopened online: stored once',
        budget: '20 of 20, 0 lost, 0 duplicated, partner live 3/3',
        measured: `${total(stored)} of ${expected}, ${lost} lost, ${duplicated} duplicated, partner live ${liveCount}/3, replayed in ${(replayMs / 1000).toFixed(1)} s`,
        pass:
          total(before) === 0 &&
          lost === 0 &&
          duplicated === 0 &&
          total(stored) === expected &&
          liveCount === 3,
      },
    ];
  } finally {
    await browser.close();
  }
}
