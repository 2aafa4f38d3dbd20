import { adminAccount, apiLogin, newCustomer } from './support/api';
import { signIn } from './support/browser';
import { chooseDate } from './support/fields';
import { expect, test } from './support/fixtures';

/** A tablet in landscape on the bar, as the barista's board is designed for. */
const TABLET_LANDSCAPE = { width: 1024, height: 768 };
/** A phone, as most customers order. */
const PHONE = { width: 360, height: 740 };
/** The demo barista the server seeds (server/demo/seed.ts). */
const BARISTA = { email: 'barista@coffee.test', password: 'barista123' };
/** Christmas day of next year: always ahead, never today. */
const CHRISTMAS = `${new Date().getFullYear() + 1}-12-25`;

test('the owner closes Christmas day in the shop settings, and it stays closed after a reload', async ({
  page,
  admin,
  request,
}) => {
  await signIn(page, admin);
  await page.goto('/admin/shop');
  await expect(page.getByRole('heading', { name: 'Shop settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute('aria-current', 'page');
  try {
    await chooseDate(page, 'Date', CHRISTMAS);
    await page.getByRole('button', { name: 'Close this date' }).click();
    const dates = page.getByRole('list', { name: 'Closed dates' });
    await expect(dates.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved. New orders follow them from now on.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Closed dates' }).getByRole('listitem')).toHaveCount(1);
    const shop = (await (await request.get('/api/shop')).json()) as { data: { closed_dates: string[] } };
    expect(shop.data.closed_dates).toEqual([CHRISTMAS]);
  } finally {
    // The worker's shop is shared: its settings go back as they were.
    const { token } = await adminAccount(request);
    const restored = await request.patch('/api/shop', {
      headers: { authorization: `Bearer ${token}` },
      data: { closed_dates: [] },
    });
    expect(restored.status()).toBe(200);
  }
});

test('a barista pauses orders when swamped: the open menu says so at once, the product page too, and resuming opens it again', async ({
  browser,
  baseURL,
}) => {
  const customerContext = await browser.newContext({ baseURL, viewport: PHONE });
  const baristaContext = await browser.newContext({ baseURL, viewport: TABLET_LANDSCAPE });
  const customer = await newCustomer(customerContext.request, 'paused');
  const barista = await baristaContext.newPage();
  await signIn(barista, await apiLogin(baristaContext.request, BARISTA));
  await barista.goto('/admin/queue');
  await expect(barista.locator('[data-connection="live"]')).toBeVisible();

  const menu = await customerContext.newPage();
  await signIn(menu, customer);
  await menu.goto('/cust/product');
  const status = menu.locator('[data-shop-state]');
  await expect(status).toHaveAttribute('data-shop-state', 'open');
  await expect(status).toContainText('Open now');

  try {
    await barista.getByRole('button', { name: 'Pause orders' }).click();
    const dialog = barista.getByRole('dialog', { name: 'Pause orders?' });
    await dialog.getByRole('button', { name: 'Out of milk' }).click();
    await dialog.getByRole('button', { name: 'Pause orders' }).click();
    await expect(dialog).toBeHidden();
    await expect(barista.getByRole('button', { name: 'Resume orders' })).toBeVisible();

    // Live on the customer's open menu, without a reload.
    await expect(status).toHaveAttribute('data-shop-state', 'paused', { timeout: 5000 });
    await expect(status).toContainText('Out of milk');

    // The product page says it too, before anything goes in a cart.
    const latte = menu.getByRole('link', { name: /Caffe Latte/ }).first();
    await latte.click();
    await expect(menu.getByRole('status').filter({ hasText: 'Out of milk' })).toBeVisible();
  } finally {
    const { token } = await apiLogin(baristaContext.request, BARISTA);
    const resumed = await baristaContext.request.patch('/api/shop/pause', {
      headers: { authorization: `Bearer ${token}` },
      data: { accepting_orders: true },
    });
    expect(resumed.status()).toBe(200);
  }
  // Resumed: the product page takes orders again, live (an open shop needs no line there).
  await expect(menu.locator('[data-shop-state]')).toHaveCount(0, { timeout: 5000 });
  await expect(menu.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(barista.getByRole('button', { name: 'Pause orders' })).toBeVisible();

  await customerContext.close();
  await baristaContext.close();
});
