import { bearer, findProduct } from './support/api';
import { signIn } from './support/browser';
import { expect, test } from './support/fixtures';
import { holdAppCode, markDrawn } from './support/hydration';

/**
 * The product list and a product page are drawn by the server from the menu (docs/decisions/0007-server-drawn-pages.md), so a phone
 * paints them before any JavaScript arrives; the app then hydrates them in place.
 */
test.describe('the product pages drawn on the server', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the list shows the category’s products as links, the product page its photo and name', async ({
      page,
      request,
    }) => {
      // The newest coffee, as the API lists the first page.
      const listed = await request.get('/api/products?page=1&limit=10&sort=desc&category=1');
      const newest = ((await listed.json()) as { result: { id: number; name: string }[] }).result[0]!;
      await page.goto('/cust/product?category=1');
      await expect(page).toHaveTitle('Products · Coffee Shop');
      const card = page.getByRole('tabpanel', { name: 'Coffee' }).getByRole('link').first();
      await expect(card).toHaveAccessibleName(newest.name);
      await expect(card).toHaveAttribute('href', `/cust/product-d?id=${newest.id}`);
      await card.click();
      await expect(page.getByRole('heading', { level: 1, name: newest.name })).toBeVisible();
      await expect(page).toHaveTitle(`${newest.name} · Coffee Shop`);
      await expect(page.getByRole('img', { name: newest.name })).toBeVisible();
      // Until the app runs, its buttons are disabled: a press does nothing rather than vanish.
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    });
  });

  test('a customer’s drawn product page is hydrated in place, then shows their cart and takes an order', async ({
    page,
    request,
    customer,
  }) => {
    const cappuccino = await findProduct(request, 'Cappuccino');
    // The customer's cart, saved from another device: only the browser's app can know it.
    const saved = await request.put('/api/cart', {
      headers: bearer(customer.token),
      data: {
        carts: {
          'dine in': { delivery_time: '', products: [{ product_id: cappuccino.id, size: 'R', qty: 2 }] },
          'home delivery': { delivery_time: '', products: [] },
          'take away': { delivery_time: '', products: [] },
        },
        updated_at: null,
      },
    });
    expect(saved.ok()).toBeTruthy();
    await signIn(page, customer);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/drawn again|hydrat/i.test(message.text())) warnings.push(message.text());
    });
    page.on('pageerror', (error) => warnings.push(error.message));

    const appCode = await holdAppCode(page);
    await page.goto(`/cust/product-d?id=${cappuccino.id}`, { waitUntil: 'domcontentloaded' });
    // Drawn for any customer: the page whole, the cart not yet known, the buttons waiting for the app.
    await expect(page.getByRole('heading', { level: 1, name: 'Cappuccino' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await markDrawn(page, 'h1');
    await markDrawn(page, 'img[alt="Cappuccino"]');
    appCode.release();

    await expect(page.getByRole('link', { name: 'Your Cart, 2 items' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(page.locator('h1[data-drawn]')).toHaveText('Cappuccino');
    await expect(page.locator('img[data-drawn]')).toBeVisible();

    const order = page.getByRole('region', { name: 'Choose your order' });
    await order.getByRole('radio', { name: 'R (Regular)', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Your Cart, 3 items' })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test('the drawn list is hydrated in place and its tabs work', async ({ page, request, customer }) => {
    const listed = await request.get('/api/products?page=1&limit=10&sort=desc&category=2');
    const newest = ((await listed.json()) as { result: { name: string }[] }).result[0]!;
    await signIn(page, customer);
    const appCode = await holdAppCode(page);
    // The held code holds the page's load event too: wait for the HTML only.
    await page.goto('/cust/product?category=1', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('tab', { name: 'Coffee', selected: true })).toBeDisabled();
    await markDrawn(page, 'h1');
    await markDrawn(page, '[data-shop-state]');
    const drawnTop = (await page.locator('h1').boundingBox())!.y;
    appCode.release();
    await expect(page.getByRole('tab', { name: 'Coffee', selected: true })).toBeEnabled();
    // The shop's status line came with the page: kept, and the heading under it has not moved.
    await expect(page.locator('[data-shop-state][data-drawn]')).toHaveText(/^Open now/);
    expect((await page.locator('h1').boundingBox())!.y).toBe(drawnTop);
    await page.getByRole('tab', { name: 'Non-coffee' }).click();
    await expect(page).toHaveURL(/category=2/);
    await expect(page.getByRole('tabpanel', { name: 'Non-coffee' }).getByRole('link').first()).toHaveAccessibleName(
      newest.name,
    );
    await expect(page.locator('h1[data-drawn]')).toBeVisible();
  });

  test('a visitor keeps the drawn menu under the visitor’s bar; a page behind the sign-in still sends them to login', async ({
    page,
  }) => {
    await page.goto('/cust/product');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page).toHaveURL(/\/cust\/product$/);
    await page.goto('/cust/history');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fcust%2Fhistory$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});
