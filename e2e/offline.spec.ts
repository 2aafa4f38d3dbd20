import type { Page } from '@playwright/test';
import { findProduct } from './support/api';
import { settled, signIn } from './support/browser';
import { expect, test } from './support/fixtures';

/** The product cards of the list on screen (each card is one link named by the product). */
const productCards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem').getByRole('link');

const OFFLINE_TITLE = 'You are offline';
const OFFLINE_ORDERING = /You are offline: ordering and paying need a connection/;

/** Once the service worker is active and this page is one of its clients (it claims pages on their next load). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every photo on the page has drawn (a photo the cache could not give stays broken: 0 wide). */
async function expectPhotosDrawn(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.src.includes('/uploads/'))
          .every((image) => image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

test.describe('installable and usable offline', () => {
  test('the web app manifest and the service worker are served for installing', async ({ request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBeTruthy();
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as { name: string; icons: { sizes: string; purpose: string }[] };
    expect(body.name).toBe('Coffee Shop');
    expect(body.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']) {
      expect((await request.get(icon)).headers()['content-type'], icon).toBe('image/png');
    }
    const worker = await request.get('/sw.js');
    expect(worker.ok()).toBeTruthy();
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    // Never kept by the HTTP cache: a new deployment must reach the browser's update check.
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('after a first visit the menu and a product open with no network; ordering waits and says why', async ({
    page,
    context,
    request,
    customer,
  }) => {
    const product = await findProduct(request, 'Cappuccino');
    await signIn(page, customer);

    // The first visit, online: the list, then a product's page.
    await page.goto('/cust/product');
    await expect(productCards(page).first()).toBeVisible();
    await controlledByServiceWorker(page);
    await expect(productCards(page).first()).toBeVisible();
    await settled(page);
    await expectPhotosDrawn(page);
    const names = await productCards(page).allInnerTexts();
    await page.goto(`/cust/product-d?id=${product.id}`);
    await expect(page.getByRole('heading', { name: 'Cappuccino', level: 1 })).toBeVisible();
    await settled(page);
    await expect(page.getByText(OFFLINE_TITLE)).toHaveCount(0);

    // The network goes: the list opens from the phone's cache, with the banner.
    await context.setOffline(true);
    await page.goto('/cust/product');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TITLE })).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
    await expect.poll(() => productCards(page).allInnerTexts()).toEqual(names);
    await expectPhotosDrawn(page);

    // The product's page too; its order buttons are disabled and a note says why.
    await page.goto(`/cust/product-d?id=${product.id}`);
    await expect(page.getByRole('heading', { name: 'Cappuccino', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TITLE })).toBeVisible();
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeDisabled();
    await expect(addToCart).toHaveAccessibleDescription(OFFLINE_ORDERING);
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();

    // Back online: the banner goes and ordering is possible again, without a reload.
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_TITLE)).toHaveCount(0);
    await expect(addToCart).toBeEnabled();
  });
});
