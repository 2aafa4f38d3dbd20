import { bearer, checkout, confirmPayment, findProduct, newCustomer } from './support/api';
import { signIn } from './support/browser';
import { expect, test } from './support/fixtures';

/** A tablet in landscape on the bar, as the barista's board is designed for. */
const TABLET_LANDSCAPE = { width: 1024, height: 768 };

test.describe('the barista’s queue', () => {
  test('a paid order reaches the board live; keyboard moves it on, undo brings it back, and it survives going offline', async ({
    browser,
    baseURL,
    admin,
  }) => {
    // Two browser contexts: the customer's, and the barista's tablet.
    const customerContext = await browser.newContext({ baseURL });
    const baristaContext = await browser.newContext({ baseURL, viewport: TABLET_LANDSCAPE });
    const customerApi = customerContext.request;
    const customer = await newCustomer(customerApi, 'queue');
    const espresso = await findProduct(customerApi, 'Espresso');

    const barista = await baristaContext.newPage();
    await signIn(barista, admin);
    await barista.goto('/admin/queue');
    await expect(barista.getByRole('heading', { name: 'Order queue', level: 1 })).toBeVisible();
    await barista.getByRole('button', { name: 'Start shift' }).click();
    await expect(barista.getByText('Sound on')).toBeVisible();
    // The stream is live before the customer pays: no offline or reconnecting notice.
    await expect(barista.locator('[data-connection="live"]')).toBeVisible();
    await expect(barista.getByText(/Reconnecting|Offline/)).toHaveCount(0);

    const orderId = await checkout(customerApi, customer.token, [{ product_id: espresso.id, qty: 2, size: 'L' }]);
    await confirmPayment(customerApi, customer.token, orderId);
    const paidColumn = barista.getByRole('region', { name: /^Paid/ });
    const ticket = paidColumn.getByRole('article', { name: new RegExp(`^#${orderId} `) });
    // Within one second of the payment call returning, without a reload.
    await expect(ticket).toBeVisible({ timeout: 1000 });
    await expect(ticket).toContainText('Espresso');
    await expect(ticket).toContainText('2×');
    await expect(ticket).toContainText('Dine In');
    await expect(ticket).toHaveAttribute('data-new', 'true');

    // Keyboard: focus the ticket's button and press Enter, then Space.
    const start = barista.getByRole('button', { name: `Start order ${orderId}` });
    await start.focus();
    await barista.keyboard.press('Enter');
    const preparingColumn = barista.getByRole('region', { name: /^Preparing/ });
    await expect(preparingColumn.getByRole('article', { name: new RegExp(`^#${orderId} `) })).toBeVisible();
    await expect(barista.getByText(`Order ${orderId} moved to Preparing`)).toBeVisible();

    const markReady = barista.getByRole('button', { name: `Mark order ${orderId} ready` });
    await markReady.focus();
    await barista.keyboard.press('Space');
    const readyColumn = barista.getByRole('region', { name: /^Ready/ });
    await expect(readyColumn.getByRole('article', { name: new RegExp(`^#${orderId} `) })).toBeVisible();
    await expect(barista.getByText(`Order ${orderId} moved to Ready`)).toBeVisible();

    // Undo recalls it to Preparing.
    await barista.getByRole('button', { name: 'Undo' }).click();
    await expect(preparingColumn.getByRole('article', { name: new RegExp(`^#${orderId} `) })).toBeVisible();
    await expect(readyColumn.getByRole('article', { name: new RegExp(`^#${orderId} `) })).toHaveCount(0);
    const detail = await customerApi.get(`/api/order/detail-order/${orderId}`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(((await detail.json()) as { data: { status: string } }).data.status).toBe('preparing');

    // Offline: the board says so; an order paid meanwhile shows once it is back online.
    await baristaContext.setOffline(true);
    await expect(barista.getByText(/Offline: new orders will appear/)).toBeVisible();
    const whileOffline = await checkout(customerApi, customer.token, [{ product_id: espresso.id, qty: 1, size: 'R' }]);
    await confirmPayment(customerApi, customer.token, whileOffline);
    await baristaContext.setOffline(false);
    await expect(paidColumn.getByRole('article', { name: new RegExp(`^#${whileOffline} `) })).toBeVisible({
      timeout: 15_000,
    });
    await expect(barista.getByText(/Offline|Reconnecting/)).toHaveCount(0, { timeout: 15_000 });

    await customerContext.close();
    await baristaContext.close();
  });

  test('the alert times are kept on this device', async ({ page, admin, request }) => {
    const customer = await newCustomer(request, 'late');
    const espresso = await findProduct(request, 'Espresso');
    const orderId = await checkout(request, customer.token, [{ product_id: espresso.id, qty: 1, size: 'R' }]);
    await confirmPayment(request, customer.token, orderId);
    await page.setViewportSize(TABLET_LANDSCAPE);
    await signIn(page, admin);
    await page.goto('/admin/queue');
    const ticket = page.getByRole('article', { name: new RegExp(`^#${orderId} `) });
    await expect(ticket).toHaveAttribute('data-urgency', 'fresh');
    await page.getByRole('button', { name: 'Alert times' }).click();
    await page.getByRole('textbox', { name: 'Late after (minutes)' }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Late must be a whole number of minutes from 1 to 720')).toBeVisible();
    await page.getByRole('textbox', { name: 'Late after (minutes)' }).fill('2');
    await page.getByRole('textbox', { name: 'Critical after (minutes)' }).fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Alert times' }).click();
    await expect(page.getByRole('textbox', { name: 'Late after (minutes)' })).toHaveValue('2');
    await expect(page.getByRole('textbox', { name: 'Critical after (minutes)' })).toHaveValue('4');
  });

  test('a scheduled order joins the board by itself when it is due', async ({ page, admin, request }) => {
    const customer = await newCustomer(request, 'later');
    const espresso = await findProduct(request, 'Espresso');
    const wanted = new Date(Date.now() + 40 * 60_000);
    const response = await request.post('/api/order/checkout', {
      headers: bearer(customer.token),
      data: {
        delivery_method: 'dine in',
        delivery_time: wanted.toISOString(),
        products: [{ product_id: espresso.id, qty: 1, size: 'R' }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const orderId = ((await response.json()) as { data: { order_id: number } }).data.order_id;
    await confirmPayment(request, customer.token, orderId);

    // The board's clock runs on from now; the order is due 40 minutes later less the preparation time.
    await page.clock.install();
    await page.setViewportSize(TABLET_LANDSCAPE);
    await signIn(page, admin);
    await page.goto('/admin/queue');
    await expect(page.getByRole('button', { name: /^Start order \d+$/ }).first()).toBeVisible();
    const ticket = page.getByRole('article', { name: new RegExp(`^#${orderId} `) });
    await expect(ticket).toHaveCount(0);
    await page.clock.fastForward('40:00');
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText('For');
  });
});
