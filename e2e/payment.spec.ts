import type { Page } from '@playwright/test';
import { bearer, checkout, findProduct, newCustomer } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/browser';
import { expect, test } from './support/fixtures';
import { newestMailTo } from './support/outbox';

/**
 * Paying through a provider, as `npm start`'s demo shop does (docs/product.md, "Payments"): the
 * customer's phone shows how to pay and waits; the simulator's page stands in for the wallet, the bank
 * and the card page, and its signed notification moves the order on the phone and the barista's tablet.
 */
test.use({ paymentProvider: 'simulator' });

const PHONE = { width: 360, height: 740 };
const TABLET_LANDSCAPE = { width: 1024, height: 768 };
/** The simulator's notification comes 200 ms after its page is answered (e2e/support/fixtures.ts). */
const LIVE = { timeout: 5_000 };

/**
 * React Aria announces a pending button through its live region by the button's id; Confirm and Pay is
 * gone once the payment shows, so the announcement names nothing until React Aria clears it (7 s).
 * axe reads that as an image without a name: the check waits for the region to be empty.
 */
const announcedAndGone = (page: Page) =>
  expect(page.locator('[data-live-announcer] [aria-labelledby]')).toHaveCount(0, { timeout: 10_000 });

const progressStep = (page: Page) =>
  page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');

test('a customer pays by QRIS on a phone while the barista’s tablet receives the ticket, and the receipt is mailed', async ({
  browser,
  baseURL,
  admin,
}) => {
  const phoneContext = await browser.newContext({ baseURL, viewport: PHONE });
  const tabletContext = await browser.newContext({ baseURL, viewport: TABLET_LANDSCAPE });
  const customer = await newCustomer(phoneContext.request, 'qris');
  const cappuccino = await findProduct(phoneContext.request, 'Cappuccino');
  const orderId = await checkout(phoneContext.request, customer.token, [
    { product_id: cappuccino.id, qty: 2, size: 'R' },
  ]);

  const barista = await tabletContext.newPage();
  await signIn(barista, admin);
  await barista.goto('/admin/queue');
  await expect(barista.locator('[data-connection="live"]')).toBeVisible();

  const phone = await phoneContext.newPage();
  await signIn(phone, customer);
  await phone.goto('/cust/cart');
  await phone.getByRole('radio', { name: 'QRIS' }).click();
  await phone.getByRole('button', { name: 'Confirm and Pay' }).click();

  // The code, the amount and the time left; the order still waits, so the board has no ticket yet.
  const panel = phone.getByRole('region', { name: 'Scan to pay with QRIS' });
  await expect(panel.getByRole('img', { name: 'QRIS code to scan' })).toBeVisible();
  await expect(panel.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(phone.getByRole('button', { name: 'Confirm and Pay' })).toHaveCount(0);
  await announcedAndGone(phone);
  await expectNoAxeViolations(phone, 'the QRIS payment on a phone');
  const ticket = barista.getByRole('article', { name: new RegExp(`^#${orderId} `) });
  await expect(ticket).toHaveCount(0);

  // The wallet: the simulator's page pays it, and brings the customer to the order's tracker.
  await panel.getByRole('link', { name: 'Pay on the payment simulator' }).click();
  await phone.getByRole('button', { name: /^Pay IDR/ }).click();
  await expect(phone).toHaveURL(new RegExp(`/cust/order\\?id=${orderId}$`));
  await expect(progressStep(phone)).toHaveText(/^Paid, current step/, LIVE);
  await expect(ticket).toBeVisible(LIVE);

  const receipt = await newestMailTo(customer.email);
  expect(receipt).toContain(`Subject: Your Coffee Shop receipt for order ${orderId}`);
  expect(receipt).toContain('QRIS');

  await Promise.all([phoneContext.close(), tabletContext.close()]);
});

test('a bank transfer that fails is paid again by card through the card page, in the dark theme', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    colorScheme: 'dark',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const customer = await newCustomer(context.request, 'va');
  const latte = await findProduct(context.request, 'Cappuccino');
  const orderId = await checkout(context.request, customer.token, [{ product_id: latte.id, qty: 1, size: 'R' }]);
  const page = await context.newPage();
  await signIn(page, customer);
  await page.goto('/cust/cart');
  await page.getByRole('radio', { name: 'Bank account' }).click();
  await page.getByRole('button', { name: 'Confirm and Pay' }).click();

  const panel = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(panel).toContainText('BCA virtual account');
  await panel.getByRole('button', { name: 'Copy the number' }).click();
  await expect(panel.getByRole('button', { name: 'Copied the number' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\d{16}$/);
  await expect(panel).toContainText(copied.replace(/(.{4})(?=.)/g, '$1 '));
  await announcedAndGone(page);
  await expectNoAxeViolations(page, 'the virtual account in the dark theme');

  // The bank refuses: back on the tracker, still waiting; the payment page says so and offers the way on.
  await panel.getByRole('link', { name: 'Pay on the payment simulator' }).click();
  await page.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/cust/order\\?id=${orderId}$`));
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page.getByRole('region', { name: 'The payment did not go through' })).toBeVisible(LIVE);
  await page.getByRole('button', { name: 'Choose another method' }).click();
  await page.getByRole('radio', { name: 'Card' }).click();
  await page.getByRole('button', { name: 'Confirm and Pay' }).click();

  // The card page is the provider's: the browser goes there and comes back to the tracker, paid.
  await expect(page).toHaveURL(/\/api\/payments\/simulator\//);
  await page.getByRole('button', { name: /^Pay IDR/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cust/order\\?id=${orderId}$`));
  await expect(progressStep(page)).toHaveText(/^Paid, current step/, LIVE);
  await context.close();
});

test('cash: the order joins the queue at once, and both the tracker and the ticket say how much to collect', async ({
  browser,
  baseURL,
  admin,
}) => {
  const context = await browser.newContext({ baseURL, viewport: TABLET_LANDSCAPE });
  const customer = await newCustomer(context.request, 'cash');
  const cappuccino = await findProduct(context.request, 'Cappuccino');
  const orderId = await checkout(context.request, customer.token, [{ product_id: cappuccino.id, qty: 1, size: 'R' }]);
  const paid = await context.request.patch('/api/order/confirm-payment', {
    headers: bearer(customer.token),
    data: { order_id: orderId, address: '', customer_phone: '', payment_method_id: 3 },
  });
  expect(paid.status()).toBe(200);
  const total = ((await paid.json()) as { data: { payment: { amount: number } } }).data.payment.amount;
  const cash = `IDR ${total.toLocaleString('id-ID')}`;

  const tracker = await context.newPage();
  await signIn(tracker, customer);
  await tracker.goto(`/cust/order?id=${orderId}`);
  await expect(tracker.getByText(`Pay ${cash} in cash when you collect your order.`)).toBeVisible();

  const barista = await (await browser.newContext({ baseURL, viewport: TABLET_LANDSCAPE })).newPage();
  await signIn(barista, admin);
  await barista.goto('/admin/queue');
  const ticket = barista.getByRole('article', { name: new RegExp(`^#${orderId} `) });
  await expect(ticket.getByText(`Collect ${cash} in cash`)).toBeVisible();
  await context.close();
  await barista.context().close();
});

test('the shop cancels a paid order with a reason: the customer’s tracker says so at once and the money goes back', async ({
  browser,
  baseURL,
  admin,
}) => {
  const phoneContext = await browser.newContext({ baseURL, viewport: PHONE });
  const customer = await newCustomer(phoneContext.request, 'refund');
  const cappuccino = await findProduct(phoneContext.request, 'Cappuccino');
  const orderId = await checkout(phoneContext.request, customer.token, [
    { product_id: cappuccino.id, qty: 1, size: 'R' },
  ]);
  const phone = await phoneContext.newPage();
  await signIn(phone, customer);
  await phone.goto('/cust/cart');
  await phone.getByRole('radio', { name: 'QRIS' }).click();
  await phone.getByRole('button', { name: 'Confirm and Pay' }).click();
  await phone.getByRole('link', { name: 'Pay on the payment simulator' }).click();
  await phone.getByRole('button', { name: /^Pay IDR/ }).click();
  await expect(progressStep(phone)).toHaveText(/^Paid, current step/, LIVE);

  // The barista on the tablet: out of oat milk.
  const tabletContext = await browser.newContext({ baseURL, viewport: TABLET_LANDSCAPE });
  const barista = await tabletContext.newPage();
  await signIn(barista, admin);
  await barista.goto('/admin/bmanage-order');
  await barista.locator(`[data-order-id="${orderId}"]`).getByRole('button', { name: 'DETAIL' }).click();
  await expect(barista.getByText('Payment: paid')).toBeVisible();
  await barista.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = barista.getByRole('alertdialog', { name: `Cancel order ${orderId}?` });
  await dialog.getByRole('textbox', { name: /Why/ }).fill('Out of oat milk');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(barista.getByText('Cancelled: Out of oat milk')).toBeVisible();

  const notice = phone.getByRole('alert').filter({ hasText: `Order #${orderId} was cancelled` });
  await expect(notice).toContainText('The shop cancelled it: “Out of oat milk”.', LIVE);
  await expect(notice).toContainText('was refunded to you.', LIVE);
  const mail = await newestMailTo(customer.email);
  expect(mail).toMatch(/refund/i);
  await Promise.all([phoneContext.close(), tabletContext.close()]);
});

test('the customer cancels an order before paying it: the cart page is free again', async ({ page, customer }) => {
  const cappuccino = await findProduct(page.request, 'Cappuccino');
  await checkout(page.request, customer.token, [{ product_id: cappuccino.id, qty: 1, size: 'R' }]);
  await page.setViewportSize(PHONE);
  await signIn(page, customer);
  await page.goto('/cust/cart');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirm and Pay' })).toHaveCount(0);
});
