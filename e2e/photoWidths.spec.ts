import type { Locator } from '@playwright/test';
import { signIn } from './support/browser';
import { expect, test } from './support/fixtures';

/** The file the browser chose for an image, once it has loaded one. */
async function chosenFile(image: Locator): Promise<string> {
  await expect(image).toHaveJSProperty('complete', true);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  return new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname;
}

/**
 * Photos come as wide as a screen draws them (docs/architecture.md#pictures): the server keeps 384 and 768 px copies
 * of each, and the cards and the product page offer them in `srcset`.
 */
test.describe('photos at the width they are drawn, on a 360 px phone with a 3× screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('a card (112 px) gets the 384 px copy, the product page (256 px) the 768 px copy', async ({
    page,
    request,
    customer,
  }) => {
    // The newest coffee, first on the list's first page.
    const listed = await request.get('/api/products?page=1&limit=10&sort=desc&category=1');
    const latte = ((await listed.json()) as { result: { name: string }[] }).result[0]!;
    await signIn(page, customer);
    await page.goto('/cust/product?category=1');
    const card = page
      .locator('[data-product-id]')
      .filter({ has: page.getByRole('link', { name: latte.name, exact: true }) });
    await card.scrollIntoViewIfNeeded();
    expect(await chosenFile(card.getByRole('img'))).toMatch(/^\/uploads\/[0-9a-f-]{36}-384w\.webp$/);

    await card.click();
    const photo = page.getByRole('img', { name: latte.name, exact: true });
    expect(await chosenFile(photo)).toMatch(/^\/uploads\/[0-9a-f-]{36}-768w\.webp$/);
  });
});
