import { it } from 'vitest';
import { describeInBrowser, openPhone } from './support/browser';
import { expectScreenAt } from './support/screen';

describeInBrowser('timing', () => {
  it('t', async () => {
    const out: string[] = [];
    for (let i = 0; i < 3; i++) {
      let t = Date.now();
      const { page } = await openPhone();
      out.push(`open ${Date.now() - t}`); t = Date.now();
      await page.goto('/', { waitUntil: 'commit' });
      out.push(`commit ${Date.now() - t}`); t = Date.now();
      await page.waitForLoadState('domcontentloaded');
      out.push(`dcl ${Date.now() - t}`); t = Date.now();
      await page.waitForLoadState('load');
      out.push(`load ${Date.now() - t}`); t = Date.now();
      await expectScreenAt(page, '/');
      out.push(`screen ${Date.now() - t}`); t = Date.now();
    }
    throw new Error(out.join(' | '));
  });
});
