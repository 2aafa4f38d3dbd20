import { checkout, findProduct, newCustomer } from './support/api';
import { signIn } from './support/browser';
import { expect, test } from './support/fixtures';

/** docs/product.md#live-order-screens: a payment reaches the barista's board, and "ready" the customer's tracker, within one second. */
const WITHIN_A_SECOND = { timeout: 1_000 };
const PHONE = { width: 360, height: 740 };
const TABLET_LANDSCAPE = { width: 1024, height: 768 };

test('the ordering loop, live: the customer pays on a phone, the barista moves it on a tablet, the counter shows it', async ({
  browser,
  baseURL,
  admin,
}) => {
  const customerContext = await browser.newContext({ baseURL, viewport: PHONE });
  const baristaContext = await browser.newContext({ baseURL, viewport: TABLET_LANDSCAPE });
  const counterContext = await browser.newContext({ baseURL });
  const customerApi = customerContext.request;
  const customer = await newCustomer(customerApi, 'loop');
  const cappuccino = await findProduct(customerApi, 'Cappuccino');
  const orderId = await checkout(customerApi, customer.token, [{ product_id: cappuccino.id, qty: 1, size: 'R' }]);

  // The barista's board and the counter screen are open before the customer pays.
  const barista = await baristaContext.newPage();
  await signIn(barista, admin);
  await barista.goto('/admin/queue');
  await expect(barista.locator('[data-connection="live"]')).toBeVisible();
  const counter = await counterContext.newPage();
  await counter.goto('/status');
  await expect(counter.getByRole('region', { name: /^In the queue/ })).toBeVisible();

  // The customer pays on the phone and lands on the tracker.
  const phone = await customerContext.newPage();
  await signIn(phone, customer);
  const stream = phone.waitForResponse((response) => response.url().includes('/api/events?'));
  await phone.goto('/cust/cart');
  await stream;
  await phone.getByRole('radio', { name: 'Card' }).click();
  const paid = phone.waitForResponse((response) => response.url().endsWith('/api/order/confirm-payment'));
  await phone.getByRole('button', { name: 'Confirm and Pay' }).click();
  expect((await paid).ok()).toBe(true);

  // Within a second of the payment's answer, the ticket is on the barista's board, without a reload.
  const ticket = barista
    .getByRole('region', { name: /^Paid/ })
    .getByRole('article', { name: new RegExp(`^#${orderId} `) });
  await expect(ticket).toBeVisible(WITHIN_A_SECOND);
  await expect(phone).toHaveURL(new RegExp(`/cust/order\\?id=${orderId}$`));
  const currentStep = phone.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');
  await expect(currentStep).toHaveText(/^Paid, current step/);

  // The barista starts it and marks it ready; each move reaches the phone within a second.
  await barista.getByRole('button', { name: `Start order ${orderId}` }).click();
  await expect(currentStep).toHaveText(/^Preparing, current step/, WITHIN_A_SECOND);
  const moved = barista.waitForResponse((response) => response.url().endsWith('/api/order/status'));
  await barista.getByRole('button', { name: `Mark order ${orderId} ready` }).click();
  expect((await moved).ok()).toBe(true);
  await expect(phone.getByRole('alert').filter({ hasText: `Order #${orderId} is ready` })).toBeVisible(WITHIN_A_SECOND);
  await expect(phone).toHaveTitle(`Order #${orderId} is ready · Coffee Shop`);

  // The counter lists it as ready (it polls the public board), by number and first name only.
  const readyTile = counter.getByRole('region', { name: /^Ready\b/ }).locator(`li[data-number="${orderId}"]`);
  await expect(readyTile).toBeVisible({ timeout: 5_000 });
  await expect(counter.locator('body')).not.toContainText(customer.email);

  // Collected: the board lets it go and the tracker says so.
  await barista.getByRole('button', { name: `Order ${orderId} collected` }).click();
  await expect(currentStep).toHaveText(/^Collected, current step/, WITHIN_A_SECOND);
  await expect(readyTile).toHaveCount(0, { timeout: 5_000 });

  await Promise.all([customerContext.close(), baristaContext.close(), counterContext.close()]);
});
