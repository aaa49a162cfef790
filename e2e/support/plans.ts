import { type BrowserContext, expect, type Page } from '@playwright/test';

/** A date as es-ES writes it in full on the calendar's day buttons ('lunes, 23 de noviembre de 2026'). */
export function fullSpanishDate(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('es-ES', { dateStyle: 'full' }).format(
    new Date(year, month - 1, day),
  );
}

/** Adds a goal through the API, as the bucket list's form would. */
export async function addGoalThroughApi(context: BrowserContext, title: string) {
  const response = await context.request.post('/api/bucket-list', { data: { title } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Adds an event through the API, as the calendar's form would. */
export async function addEventThroughApi(
  context: BrowserContext,
  event: { title: string; eventDate: string; eventType?: string; description?: string },
) {
  const response = await context.request.post('/api/events', { data: event });
  expect(response.status(), await response.text()).toBe(201);
}

/** The number a stats tile shows, read from the tile labelled `label`. */
export async function statValue(page: Page, label: string): Promise<string> {
  const tile = page.getByText(label, { exact: true }).locator('..');
  await expect(tile).toBeVisible();
  return ((await tile.locator('span').first().textContent()) ?? '').trim();
}
