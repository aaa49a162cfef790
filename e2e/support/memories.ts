import { type BrowserContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** The memories screen as a person sees it, by roles, labels and visible texts (Spanish). */
export function memoriesScreen(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Recuerdos' }),
    subtitle: page.getByText('Momentos especiales para recordar', { exact: true }),
    newButton: page.getByRole('button', { name: 'Nuevo', exact: true }),
    dialog,
    titleField: dialog.getByLabel('Título', { exact: true }),
    descriptionField: dialog.getByLabel('Descripción (opcional)'),
    dateField: dialog.getByLabel('Fecha (opcional)'),
    chooseImage: dialog.getByRole('button', { name: /^(Elegir|Cambiar) imagen$/ }),
    removeImage: dialog.getByRole('button', { name: 'Quitar imagen' }),
    preview: dialog.getByRole('img', { name: 'Vista previa de la imagen elegida' }),
    saveButton: dialog.getByRole('button', { name: /^(Guardar|Guardando\.\.\.)$/ }),
    filter: page.getByRole('radiogroup', { name: 'Tipo de recuerdo' }),
    filterOption: (name: 'Todos' | 'Con imagen' | 'Sin imagen') =>
      page.getByRole('radiogroup', { name: 'Tipo de recuerdo' }).getByRole('radio', { name }),
    sort: page.getByRole('combobox', { name: 'Ordenar por' }),
    cards: page.getByRole('article'),
    card: (title: string) => page.getByRole('article', { name: title, exact: true }),
    emptyAll: page.getByRole('heading', { name: 'No hay recuerdos todavía' }),
    emptyFiltered: page.getByRole('heading', {
      name: 'No se encontraron recuerdos con estos filtros',
    }),
  };
}

/** A photo with some detail (so it is not a few bytes), `width` x `height`, as a JPEG. */
export async function photoJpeg(width = 800, height = 600, hue = 350): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},80%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},90%,55%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="white" fill-opacity="0.5"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A valid photo of about `bytes` bytes: noise does not compress. */
export async function noisyPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Creates a memory through the API, as the form would, for tests about something else. */
export async function createMemoryThroughApi(
  context: BrowserContext,
  fields: { title: string; description?: string; memoryDate?: string },
  photo?: Buffer,
): Promise<void> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    ...fields,
  };
  if (photo) multipart.file = { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo };
  const response = await context.request.post('/api/memories', { multipart });
  expect(response.status(), await response.text()).toBe(201);
}
