import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axeOn } from './support/axe';
import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { memoriesScreen } from './support/memories';
import { PICTURE_SCHEMES } from './support/pictures';
import { expectListening, expectScreenAt } from './support/screen';

/** A 1.5 s recording as Chromium makes one (test/fixtures). */
const voiceRecording = () => readFileSync(path.resolve('test/fixtures/voice-opus.webm'));

// Voice notes between two phones. Chromium's fake microphone (e2e/support/chromium.ts) plays a
// beep: what it records is real Opus in WebM, which the server converts to AAC in M4A.

const TITLE = 'Nuestra canción';

/** Records about `ms` with the recorder inside `scope`, started by the button named `start`. */
async function record(page: Page, scope: Locator, start: RegExp, ms = 1_200) {
  await scope.getByRole('button', { name: start }).click();
  const stop = scope.getByRole('button', { name: 'Terminar la grabación' });
  await expect(stop).toBeFocused();
  await expect(scope.getByRole('timer')).toBeVisible();
  await page.waitForTimeout(ms);
  await stop.click();
  // The recording, ready to hear before it is sent.
  await expect(scope.getByRole('button', { name: 'Escuchar la nota de voz' })).toBeFocused();
}

/** Plays a voice note and waits until the audio element has moved or read the file's length. */
async function expectPlays(player: Locator) {
  await player.getByRole('button', { name: 'Escuchar la nota de voz' }).click();
  await expect
    .poll(() =>
      player
        .locator('audio')
        .evaluate(
          (audio: HTMLAudioElement) =>
            audio.currentTime > 0 || (Number.isFinite(audio.duration) && audio.duration > 0),
        ),
    )
    .toBe(true);
}

async function openMemories(page: Page) {
  await page.goto('/memories');
  await expectScreenAt(page, '/memories');
  await expectListening(page);
}

/** What axe finds on the screen as it is (the rules of accessibility.test.ts). */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .disableRules(['region', 'css-orientation-lock', 'hidden-content', 'p-as-heading'])
    .analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`);
}

const sheetOf = (page: Page) => page.getByRole('dialog', { name: 'Corazones y comentarios' });

test.describe('voice notes between two partners', () => {
  test("a memory's voice note and a voice comment reach the partner live, and play", async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    await phoneA.context.grantPermissions(['microphone']);
    await phoneB.context.grantPermissions(['microphone']);
    const a = phoneA.page;
    const b = phoneB.page;
    await openMemories(a);
    await openMemories(b);

    await test.step('Ana records one with a new memory; Bruno sees it arrive and plays it', async () => {
      const screen = memoriesScreen(a);
      await screen.newButton.click();
      await screen.titleField.fill(TITLE);
      const voiceGroup = screen.dialog.getByRole('group', { name: 'Nota de voz (opcional)' });
      await record(a, voiceGroup, /^Grabar nota de voz$/);
      await screen.saveButton.click();
      await expect(screen.dialog).toBeHidden();

      const card = memoriesScreen(b).card(TITLE);
      const player = card.getByRole('group', {
        name: new RegExp(`^Nota de voz de «${TITLE}», 0:0[12]$`),
      });
      await expect(player).toBeVisible();
      await expectPlays(player);
    });

    await test.step('Bruno answers with a voice comment; Ana, with the thread open, plays it', async () => {
      const comments = (page: Page) =>
        memoriesScreen(page)
          .card(TITLE)
          .getByRole('button', { name: new RegExp(`^Corazones y comentarios de «${TITLE}»`) });
      await comments(a).click();
      await comments(b).click();
      await record(b, sheetOf(b), /^Grabar una nota de voz$/);
      await sheetOf(b).getByRole('button', { name: 'Enviar' }).click();
      await expect(sheetOf(b).getByRole('listitem')).toHaveCount(1);

      const heard = sheetOf(a).getByRole('group', { name: /^Nota de voz de Bruno, 0:0[12]$/ });
      await expect(heard).toBeVisible();
      await expectPlays(heard);
    });
  });

  // Pictures for people to look at (test-results/screenshots/): the recorder recording and
  // recorded, the player on a card and in a thread, at 390 and 320 px, light and dark.
  test('pictures of the recorder and the player', { tag: '@screenshots' }, async () => {
    for (const colorScheme of PICTURE_SCHEMES) {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({ colorScheme });
      await phoneA.context.grantPermissions(['microphone']);
      const a = phoneA.page;
      const recording = { name: 'voz.webm', mimeType: 'audio/webm', buffer: voiceRecording() };
      const made = await phoneA.context.request.post('/api/memories', {
        multipart: { title: TITLE, description: 'La que sonaba en la playa', voice: recording },
      });
      expect(made.status(), await made.text()).toBe(201);
      const { id } = (await made.json()) as { id: string };
      const comment = await phoneB.context.request.post(`/api/reactions/memory/${id}/comments`, {
        multipart: { text: 'Te la canto cuando vuelvas 🎶', voice: recording },
      });
      expect(comment.status(), await comment.text()).toBe(201);
      await openMemories(a);
      const screen = memoriesScreen(a);
      for (const width of [390, 320]) {
        await a.setViewportSize({ width, height: 780 });
        await expect(screen.card(TITLE).getByRole('group')).toBeVisible();
        await screenshot(a, `voice-card-${width}-${colorScheme}`, { fullPage: false });
        expect(await axeFindings(a)).toEqual([]);

        await screen
          .card(TITLE)
          .getByRole('button', { name: new RegExp(`^Corazones y comentarios de «${TITLE}»`) })
          .click();
        await expect(
          sheetOf(a).getByRole('group', { name: /^Nota de voz de Bruno/ }),
        ).toBeVisible();
        await sheetOf(a).getByRole('button', { name: 'Grabar una nota de voz' }).click();
        await a.waitForTimeout(1_500);
        await screenshot(a, `voice-comment-recording-${width}-${colorScheme}`, { fullPage: false });
        await sheetOf(a).getByRole('button', { name: 'Terminar la grabación' }).click();
        await expect(sheetOf(a).getByRole('button', { name: 'Volver a grabar' })).toBeVisible();
        await screenshot(a, `voice-comment-recorded-${width}-${colorScheme}`, { fullPage: false });
        expect(await axeFindings(a)).toEqual([]);
        await a.keyboard.press('Escape');
        await expect(sheetOf(a)).toBeHidden();

        await screen.newButton.click();
        const voiceGroup = screen.dialog.getByRole('group', { name: 'Nota de voz (opcional)' });
        await voiceGroup.getByRole('button', { name: /^Grabar nota de voz$/ }).click();
        await a.waitForTimeout(1_500);
        await voiceGroup.scrollIntoViewIfNeeded();
        await screenshot(a, `voice-form-recording-${width}-${colorScheme}`, { fullPage: false });
        expect(await axeFindings(a)).toEqual([]);
        await voiceGroup.getByRole('button', { name: 'Terminar la grabación' }).click();
        await expect(voiceGroup.getByRole('button', { name: 'Volver a grabar' })).toBeVisible();
        await screenshot(a, `voice-form-recorded-${width}-${colorScheme}`, { fullPage: false });
        await a.reload();
        await expectScreenAt(a, '/memories');
      }
    }
  });
});
