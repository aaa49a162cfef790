import type { BrowserContext, Page } from '@playwright/test';
import { addDays, TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import { formatDay } from '@shared/domain/date-format';
import { openPhone, screenshot } from './support/browser';
import { expectNoReload, linkedPartnersOnPhones, markNoReload, toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { phoneToday, phoneZone } from './support/phone-clock';
import { signInContext } from './support/users';

// A day apart at every hour of the day (UTC-11 and UTC+14): Ana writes in Pago Pago for
// Kiritimati's today, which has not come yet where Bruno first reads, and has on his other phone.
const PAGO_PAGO = 'Pacific/Pago_Pago';
const KIRITIMATI = 'Pacific/Kiritimati';

const DATED_WORDS = 'Feliz día, mi vida: hoy te toca a ti elegir el plan';
const WHEN_WORDS = 'Respira hondo: mañana será mejor y yo estaré contigo';

/** A sealed letter written as the form sends it (multipart), from Pago Pago. */
async function sealThroughApi(context: BrowserContext, fields: Record<string, string>) {
  const response = await context.request.post('/api/letters', {
    multipart: fields,
    headers: { [TIME_ZONE_HEADER]: PAGO_PAGO },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Opens the letter whose envelope says `seal`, through "¿Abrir ahora?". */
async function openEnvelope(page: Page, seal: string) {
  const envelope = page
    .getByRole('article', { name: 'Carta sellada de Ana' })
    .filter({ hasText: seal });
  await envelope.getByRole('button', { name: 'Abrir la carta' }).tap();
  const confirm = page.getByRole('alertdialog', { name: '¿Abrir ahora?' });
  await confirm.getByRole('button', { name: 'Abrir', exact: true }).tap();
  await expect(confirm).not.toBeAttached();
}

/** Everything of the page the browser holds: its HTML, the server-drawn page's state included. */
async function expectNowhere(page: Page, context: BrowserContext, words: string[]) {
  const html = await page.content();
  const drawn = await (
    await context.request.get('/letters', { headers: { accept: 'text/html' } })
  ).text();
  for (const word of words) {
    expect(html, 'the page').not.toContain(word);
    expect(drawn, 'the server-drawn page').not.toContain(word);
  }
}

test.describe('cartas para abrir más tarde with two partners', () => {
  test('Bruno sees only that letters wait, opens one when he chooses and the other on its day', async () => {
    const { bruno, phoneA, phoneB } = await linkedPartnersOnPhones({ timezoneId: PAGO_PAGO });
    const a = phoneA.page;
    const b = phoneB.page;
    const letterDay = phoneToday(KIRITIMATI);
    await b.goto('/letters');
    await expect(b.getByText('Todavía no hay cartas')).toBeVisible();
    await markNoReload(b);

    // Ana seals one for "cuando estés triste" on the form, and one for Kiritimati's today.
    await a.goto('/letters');
    await a.getByRole('button', { name: 'Escribir' }).first().tap();
    const form = a.getByRole('dialog', { name: 'Una carta para Bruno' });
    await form.getByRole('textbox', { name: 'Tu carta' }).fill(WHEN_WORDS);
    await form.getByRole('radio', { name: 'Ábrela cuando…' }).tap();
    await form.getByRole('radio', { name: 'estés triste' }).tap();
    await form.getByRole('button', { name: 'Sellar la carta' }).tap();
    await expect(toastText(a, 'Carta sellada 💌')).toBeVisible();
    await sealThroughApi(phoneA.context, { body: DATED_WORDS, opensOn: letterDay });

    // Bruno, live: two envelopes, from whom and when, none of the words.
    const dayText = formatDay(letterDay, 'es', 'long');
    await expect(b.getByRole('article', { name: 'Carta sellada de Ana' })).toHaveCount(2);
    await expect(b.getByText('Ábrela cuando estés triste')).toBeVisible();
    await expect(b.getByText(`Se abre el ${dayText}`)).toBeVisible();
    await expectNoReload(b);
    await expectNowhere(b, phoneB.context, [DATED_WORDS, WHEN_WORDS]);
    // Not yet in Pago Pago: the dated one has no way to open.
    const dated = b.getByRole('article', { name: 'Carta sellada de Ana' }).filter({
      hasText: 'Se abre el',
    });
    await expect(dated.getByRole('button', { name: 'Abrir la carta' })).not.toBeAttached();

    // He chooses to open the other one: its words, and Ana sees it opened, live.
    await openEnvelope(b, 'Ábrela cuando estés triste');
    await expect(b.getByText(WHEN_WORDS)).toBeVisible();
    const aShelf = a.getByRole('region', { name: /Cartas abiertas/ });
    await expect(aShelf.getByText(WHEN_WORDS)).toBeVisible();
    await expectNowhere(b, phoneB.context, [DATED_WORDS]);

    // On his phone in Kiritimati the day has come: the letter opens.
    const kiritimati = await openPhone({ timezoneId: KIRITIMATI });
    await signInContext(kiritimati.context, bruno);
    const k = kiritimati.page;
    await k.goto('/dashboard');
    await expect(k.getByText('Hoy puedes abrir una carta de Ana 💌')).toBeVisible();
    await k.goto('/letters');
    await expect(k.getByText('Ya puedes abrirla')).toBeVisible();
    await openEnvelope(k, 'Ya puedes abrirla');
    await expect(k.getByText(DATED_WORDS)).toBeVisible();
    await expect(k.getByRole('region', { name: /Te esperan/ })).not.toBeAttached();
  });

  test('the dashboard tells the time where the partner is and counts down to the reunion', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;
    // Bruno lives eight or nine hours away from the phones' noon: his settings say where.
    const bruno = phoneZone() === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
    const settings = await phoneB.context.request.put('/api/notifications', {
      data: {
        disabledKinds: [],
        quietStart: '23:00',
        quietEnd: '07:00',
        timeZone: bruno,
        language: 'es',
      },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    await a.goto('/dashboard');
    const distance = a.getByRole('region', { name: 'La distancia' });
    await expect(distance.getByText(/^Para Bruno (son las|es la) \d{1,2}:\d{2}/)).toBeVisible();

    // Ana marks their next time together on the calendar; Bruno's dashboard counts it down, live.
    await b.goto('/dashboard');
    await markNoReload(b);
    await a.goto('/calendar');
    await a.getByRole('button', { name: 'Nuevo' }).tap();
    const form = a.getByRole('dialog', { name: 'Crear evento' });
    await form.getByLabel('Título').fill('Vuelo a Lisboa');
    await form.getByLabel('Fecha').fill(addDays(phoneToday(), 12));
    await form.getByRole('switch', { name: 'Es un reencuentro' }).tap();
    await form.getByRole('button', { name: 'Crear evento' }).tap();
    await expect(toastText(a, 'Evento creado con éxito')).toBeVisible();
    const countdown = b.getByRole('region', { name: 'La distancia' });
    await expect(countdown.getByText('Nos vemos en 12 días')).toBeVisible();
    await expect(countdown.getByText('Vuelo a Lisboa')).toBeVisible();
    await expectNoReload(b);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screenshots in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({
        colorScheme,
        timezoneId: PAGO_PAGO,
      });
      const a = phoneA.page;
      const b = phoneB.page;
      await sealThroughApi(phoneA.context, {
        body: WHEN_WORDS,
        openWhenSuggestion: 'missMe',
      });
      await sealThroughApi(phoneA.context, {
        body: DATED_WORDS,
        opensOn: addDays(phoneToday(PAGO_PAGO), 30),
      });
      await sealThroughApi(phoneB.context, {
        body: 'Gracias por cada mañana contigo.\n\nTe quiero más que ayer y menos que mañana.',
        openWhen: 'llueva y te acuerdes de mí',
      });
      await b.goto('/letters');
      await expect(b.getByRole('article', { name: 'Carta sellada de Ana' })).toHaveCount(2);
      for (const width of [390, 320]) {
        await b.setViewportSize({ width, height: 844 });
        await screenshot(b, `letters-sealed-${width}-${colorScheme}`);
      }
      await openEnvelope(b, 'Ábrela cuando me eches de menos');
      await expect(b.getByText(WHEN_WORDS)).toBeVisible();
      for (const width of [390, 320]) {
        await b.setViewportSize({ width, height: 844 });
        await screenshot(b, `letters-opened-${width}-${colorScheme}`);
      }
      await a.goto('/letters');
      await a.getByRole('button', { name: 'Escribir' }).first().tap();
      await expect(a.getByRole('dialog', { name: 'Una carta para Bruno' })).toBeVisible();
      await screenshot(a, `letters-form-${colorScheme}`, { fullPage: false });
      // Ana far away, and their reunion in the calendar: the distance card above it.
      const settings = await phoneA.context.request.put('/api/notifications', {
        data: {
          disabledKinds: [],
          quietStart: '23:00',
          quietEnd: '07:00',
          timeZone: 'Asia/Tokyo',
          language: 'es',
        },
      });
      expect(settings.status()).toBe(200);
      const reunion = await phoneA.context.request.post('/api/events', {
        data: {
          title: 'Vuelo a Lisboa',
          eventDate: addDays(phoneToday(PAGO_PAGO), 12),
          reunion: true,
        },
        headers: { [TIME_ZONE_HEADER]: PAGO_PAGO },
      });
      expect(reunion.status()).toBe(201);
      await b.setViewportSize({ width: 390, height: 844 });
      await b.goto('/dashboard');
      await expect(b.getByRole('region', { name: 'Cartas' })).toBeVisible();
      await expect(b.getByText('Nos vemos en 12 días')).toBeVisible();
      await expect(b.getByText(/^Para Ana (son las|es la)/)).toBeVisible();
      await b.getByRole('region', { name: 'La distancia' }).scrollIntoViewIfNeeded();
      await screenshot(b, `letters-dashboard-${colorScheme}`, { fullPage: false });
      await b.getByRole('region', { name: 'Cartas' }).scrollIntoViewIfNeeded();
      await screenshot(b, `letters-dashboard-card-${colorScheme}`, { fullPage: false });
    });
  }
});
