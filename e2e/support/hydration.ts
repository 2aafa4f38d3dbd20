import type { Page } from '@playwright/test';

/**
 * Holds the app's entry script (`/assets/index-….js`) until `release()`, so a test can look at a page
 * the server drew before its code runs, then let it hydrate.
 */
export async function holdAppCode(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

/** Marks the elements `selector` finds on the drawn page, to check later that hydration kept them. */
export async function markDrawn(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => element.setAttribute('data-drawn', ''));
}
