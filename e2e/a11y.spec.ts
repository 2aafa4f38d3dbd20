import { expectNoAxeViolations } from './support/axe';
import { settled } from './support/browser';
import { expect, test } from './support/fixtures';
import { openRoute, ROUTES } from './support/routes';

/** The site follows the system's colour scheme: both themes must pass, as they do in Storybook. */
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (axe) of every route, ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const route of ROUTES) {
      test(`${route.role} ${route.path}`, async ({ page, request }) => {
        const path = await openRoute(page, request, route);
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
        await expect(route.ready(page)).toBeVisible();
        await settled(page);
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expectNoAxeViolations(page, path);
      });
    }
  });
}
