import { adminAccount, apiLogin, bearer, confirmPayment, findProduct, newCustomer } from './support/api';
import { signIn } from './support/browser';
import { chooseDate, chooseDateTime } from './support/fields';
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

test('the owner gives Wednesday a midday break, and the shop keeps both openings', async ({ page, admin, request }) => {
  const saved = ((await (await request.get('/api/shop')).json()) as { data: { hours: unknown[] } }).data.hours;
  await signIn(page, admin);
  await page.goto('/admin/shop');
  try {
    const wednesday = page.getByRole('group', { name: 'Wednesday' });
    await wednesday.getByRole('checkbox', { name: 'Wednesday open' }).check();
    await wednesday.getByRole('combobox', { name: 'Opens' }).selectOption('07:00');
    await wednesday.getByRole('combobox', { name: 'Closes' }).selectOption('11:00');
    await wednesday.getByRole('button', { name: 'Add a break on Wednesday' }).click();
    await wednesday.getByRole('combobox', { name: 'Reopens' }).selectOption('15:00');
    await wednesday.getByRole('combobox', { name: 'Closes again' }).selectOption('22:00');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved. New orders follow them from now on.')).toBeVisible();
    const shop = (await (await request.get('/api/shop')).json()) as {
      data: { hours: { day: number; opens: string; closes: string }[] };
    };
    expect(shop.data.hours.filter((range) => range.day === 3)).toEqual([
      { day: 3, opens: '07:00', closes: '11:00' },
      { day: 3, opens: '15:00', closes: '22:00' },
    ]);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Wednesday' }).getByRole('combobox', { name: 'Reopens' })).toHaveValue(
      '15:00',
    );
  } finally {
    // The worker's shop is shared: its hours go back as they were.
    const restored = await request.patch('/api/shop', { headers: bearer(admin.token), data: { hours: saved } });
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

/** Shop time (Asia/Jakarta, UTC+7, no summer time) as `YYYY-MM-DD` and minutes of the day. */
function shopClock(at: Date) {
  const shifted = new Date(at.getTime() + 7 * 3_600_000);
  return { date: shifted.toISOString().slice(0, 10), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

test('at night the shop is closed: a customer on a phone sees when it opens and schedules a pick-up for the morning', async ({
  page,
  request,
  customer,
  admin,
}) => {
  // The server's clock is real, so the night is made by the hours: one short morning opening every
  // day that does not hold the present minute (and that the products' own 07:00–21:00 allow).
  const now = shopClock(new Date());
  const [opens, closes] = now.minute >= 7 * 60 && now.minute < 8 * 60 + 5 ? ['09:00', '10:00'] : ['07:00', '08:00'];
  const opensMinute = Number(opens.slice(0, 2)) * 60;
  const opensToday = now.minute < opensMinute;
  const day = opensToday ? now.date : shopClock(new Date(Date.now() + 24 * 3_600_000)).date;
  const saved = ((await (await request.get('/api/shop')).json()) as { data: { hours: unknown[] } }).data.hours;
  const setHours = (hours: unknown[]) => request.patch('/api/shop', { headers: bearer(admin.token), data: { hours } });

  try {
    const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ day: weekday, opens, closes }));
    expect((await setHours(week)).status()).toBe(200);
    await page.setViewportSize(PHONE);
    await signIn(page, customer);
    await page.goto('/cust/product');
    const status = page.locator('[data-shop-state]');
    await expect(status).toHaveAttribute('data-shop-state', 'closed');
    await expect(status).toContainText(opensToday ? `opens at ${opens}` : new RegExp(`opens \\w+ ${opens}`));

    // Now is refused on the product page, so the customer picks up at the opening instead.
    const cappuccino = await findProduct(request, 'Cappuccino');
    await page.goto(`/cust/product-d?id=${cappuccino.id}`);
    const order = page.getByRole('region', { name: 'Choose your order' });
    await order.getByRole('radio', { name: 'R (Regular)', exact: true }).click();
    await order.getByRole('radio', { name: 'Pick Up' }).click();
    await order.getByRole('radio', { name: 'No', exact: true }).click();
    await chooseDateTime(order, 'Set time', `${day}T${opens}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added 1 × Cappuccino (Regular)' })).toBeVisible();

    await page.goto('/cust/cart');
    const cart = page.getByRole('region', { name: 'Pick Up' });
    const checkedOut = page.waitForResponse((response) => response.url().endsWith('/api/order/checkout'));
    await cart.getByRole('button', { name: 'Checkout' }).click();
    const answer = await checkedOut;
    expect(answer.status(), await answer.text()).toBe(201);
    const orderId = ((await answer.json()) as { data: { order_id: number } }).data.order_id;
    await confirmPayment(request, customer.token, orderId);

    // Paid, yet not on the queue before its time: the tracker says when, not a place in the queue.
    await page.goto(`/cust/order?id=${orderId}`);
    await expect(page.getByText(new RegExp(`Scheduled for .*${opens}`))).toBeVisible();
    await expect(page.getByText(/in the queue/)).toHaveCount(0);
  } finally {
    // The worker's shop is shared: its hours go back as they were.
    expect((await setHours(saved)).status()).toBe(200);
  }
});
