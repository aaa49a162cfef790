/**
 * `npm run screenshots` (JUNTOS_PICTURES=1): the pictures of every screen, light and dark, at a
 * phone's pixel density, for people to look at (test-results/screenshots/). `npm test` proves
 * behaviour and takes none: its phones draw at one pixel per CSS pixel, a quarter of the painting,
 * and the picture scripts (@screenshots) do not run (docs/TESTING.md).
 */
export const TAKES_PICTURES = process.env.JUNTOS_PICTURES === '1';

/**
 * The colour schemes of a test that also takes pictures: both for the pictures, light alone for
 * `npm test` (a test about the dark theme itself names 'dark').
 */
export const PICTURE_SCHEMES: ReadonlyArray<'light' | 'dark'> = TAKES_PICTURES
  ? ['light', 'dark']
  : ['light'];
