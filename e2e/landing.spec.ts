import { expect, test } from './support/fixtures';
import { holdAppCode, markDrawn } from './support/hydration';

/** The landing is drawn by the server (docs/decisions/0007-server-drawn-pages.md): it paints from the HTML, before any JavaScript. */
test.describe('the landing drawn on the server', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the whole landing is there in the HTML: heading, links, figures, footer', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute('href', '/auth/signup');
      await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/auth/login');
      await expect(page.getByText('90+')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The shop's status line is drawn with the page, not added above the hero later.
      await expect(page.locator('[data-shop-state="open"]')).toHaveText(/^Open now/);
    });
  });

  test('a dark phone paints it dark from the first frame: the inline theme script runs under the CSP', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // The app's code never arrives, so only the page's own inline script can make it dark.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  });

  test('the app hydrates it in place: the same heading, the favourites load, links navigate in the app', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (/drawn again|Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    const appCode = await holdAppCode(page);
    // The held code holds the page's load event too: wait for the HTML only.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await markDrawn(page, 'h1');
    await markDrawn(page, '[data-shop-state]');
    const drawnTop = (await page.locator('h1').boundingBox())!.y;
    appCode.release();
    const favourites = page.getByRole('region', { name: 'Here is People’s Favorite' });
    await expect(favourites.getByRole('link', { name: /^Order Now / })).toHaveCount(3);
    // The heading the server drew is the one on the page: kept, not drawn again beside or over it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('h1[data-drawn]')).toBeVisible();
    // So is the shop's status line above it: nothing joined above the hero, which has not moved.
    await expect(page.locator('[data-shop-state][data-drawn]')).toHaveText(/^Open now/);
    await expect(page.locator('[data-shop-state]')).toHaveCount(1);
    expect((await page.locator('h1').boundingBox())!.y).toBe(drawnTop);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(errors).toEqual([]);
  });
});
