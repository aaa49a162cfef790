import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on the page as it is. Run in the page itself: by default AxeBuilder opens a blank page
 * for every analysis to join the frames' results there (a renderer started and axe injected
 * again each time, about half of the accessibility walk's time), and the app has no frame of
 * another origin to join. Only the violations come back: the passes, with every node they
 * checked, are not sent across. Options first: `options()` replaces what withTags() set.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
