import { it } from 'vitest';
import { describeInBrowser, openPhone, screenshot } from './support/browser';
import { createCodeOnDashboard, dashboardScreen } from './support/couples';
import { expectScreenAt, expectVisible } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

// Pictures for people to look at (test-results/screenshots/), not pixel comparisons: the couple
// screens as they really render on a phone, in both themes.
describeInBrowser('screenshots of linking a couple and its dashboard', () => {
  it.each(['light', 'dark'] as const)('in the %s theme', async (colorScheme) => {
    const ana = await signUpThroughApi({ fullName: 'Ana García' });
    const bruno = await signUpThroughApi({ fullName: 'Bruno Díaz' });
    const phoneA = await openPhone({ colorScheme });
    const phoneB = await openPhone({ colorScheme });
    await signInContext(phoneA.context, ana);
    await signInContext(phoneB.context, bruno);
    const a = phoneA.page;
    const b = phoneB.page;
    const screenA = dashboardScreen(a);
    const screenB = dashboardScreen(b);

    await a.goto('/dashboard');
    await expectScreenAt(a, '/dashboard');
    await expectVisible(screenA.createTitle);
    await screenshot(a, `couple-create-or-join-${colorScheme}`);

    const code = await createCodeOnDashboard(a, '2024-02-14');
    await expectVisible(screenA.waitingTitle);
    await screenshot(a, `couple-waiting-${colorScheme}`);

    await b.goto('/dashboard');
    await expectVisible(screenB.createTitle);
    await screenB.codeInput.fill(code);
    await screenB.joinButton.click();
    const continueButton = b.getByRole('button', { name: 'Continuar al Dashboard' });
    await expectVisible(continueButton);
    await screenshot(b, `couple-connection-animation-${colorScheme}`);

    await continueButton.click();
    await expectVisible(screenB.coupleNames('Bruno', 'Ana'));
    await screenshot(b, `dashboard-connected-${colorScheme}`);

    await screenB.navGroup('Nosotros').click();
    await expectVisible(b.getByRole('dialog', { name: 'Nosotros' }));
    await screenshot(b, `dashboard-sheet-nosotros-${colorScheme}`);
  });
});
