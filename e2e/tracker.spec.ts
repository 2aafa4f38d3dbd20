import type { Page } from '@playwright/test';
import { checkout, findProduct, moveOrder, newCustomer, paidOrder, type Session } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/browser';
import { expect, test } from './support/fixtures';

/** How long a move may take to reach the customer's open tracker (docs/product.md#live-order-screens: within one second). */
const LIVE = { timeout: 1_000 };

/** The step the tracker marks as current (`aria-current="step"`), as a screen reader names it. */
const currentStep = (page: Page) => page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');

/**
 * The browser's Notification, recorded instead of shown: permission already granted, every
 * notification the page makes kept on `window.shownNotifications` for the test to read.
 */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
  });
}

/** Signs in and opens the path once the session's event stream is open: moves are heard from then on. */
async function openLive(page: Page, customer: Session, path: string) {
  await signIn(page, customer);
  const stream = page.waitForResponse((response) => response.url().includes('/api/events?'));
  await page.goto(path);
  await stream;
}

test.describe('the order tracker', () => {
  test('pay → tracker; the kitchen moves the order and the tracker follows live; History opens it', async ({
    page,
    request,
    customer,
    admin,
  }) => {
    const cappuccino = await findProduct(request, 'Cappuccino');
    const orderId = await checkout(request, customer.token, [{ product_id: cappuccino.id, qty: 2, size: 'L' }]);
    await recordNotifications(page);
    await openLive(page, customer, '/cust/cart');
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: 'Card' }).click();
    await page.getByRole('button', { name: 'Confirm and Pay' }).click();

    // Paid: the customer lands on the order, first step reached, a place in the queue and a time.
    await expect(page).toHaveURL(new RegExp(`/cust/order\\?id=${orderId}$`));
    await expect(page.getByRole('heading', { name: `Order #${orderId}`, level: 1 })).toBeVisible();
    await expect(currentStep(page)).toHaveText(/^Paid, current step/);
    await expect(page.getByText(/^\d+(st|nd|rd|th) in the queue · ready about \d\d:\d\d$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'What you ordered' })).toContainText('Cappuccino');
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Dine In');
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('As soon as possible');
    await expect(page.getByText('We will send you a notification when it is ready.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const usualTitle = `Order #${orderId} · Coffee Shop`;
    await expect(page).toHaveTitle(usualTitle);

    // The barista starts it: no reload, within a second.
    await moveOrder(request, admin.token, orderId, 'preparing');
    await expect(currentStep(page)).toHaveText(/^Preparing, current step/, LIVE);

    // Ready: the step, the notice, the tab title and a system notification.
    await moveOrder(request, admin.token, orderId, 'ready');
    await expect(currentStep(page)).toHaveText(/^Ready, current step/, LIVE);
    const notice = page.getByRole('alert').filter({ hasText: `Order #${orderId} is ready` });
    await expect(notice).toBeVisible(LIVE);
    await expect(notice).toContainText('collect it at the counter');
    await expect(page).toHaveTitle(`Order #${orderId} is ready · Coffee Shop`, LIVE);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications))
      .toEqual([{ title: `Order #${orderId} is ready`, body: 'Your order is ready — collect it at the counter.' }]);
    await expect(page.getByText(/in the queue/)).toHaveCount(0);

    // Collected: the last step, and the tab reads as usual again.
    await moveOrder(request, admin.token, orderId, 'done');
    await expect(currentStep(page)).toHaveText(/^Collected, current step/, LIVE);
    await expect(page).toHaveTitle(usualTitle);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // History: the order with its status, and the way back to its tracker.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(/\/cust\/history$/);
    const order = page.getByRole('region', { name: `Order #${orderId}` });
    await expect(order).toContainText('Collected');
    await expect(order).toContainText('IDR 72.600');
    await expect(order.getByRole('checkbox', { name: 'Cappuccino, Large, x 2' })).toBeVisible();
    await order.getByRole('link', { name: `Track order #${orderId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/cust/order\\?id=${orderId}$`));
    await expect(currentStep(page)).toHaveText(/^Collected, current step/);
  });

  // Without reading the order again: the server tells it its new place.
  test('an order ahead is ready: the place moves up live', async ({ page, request, customer, admin }) => {
    const cappuccino = await findProduct(request, 'Cappuccino');
    const someoneElse = await newCustomer(request);
    const aheadId = await paidOrder(request, someoneElse, [{ product_id: cappuccino.id, qty: 1, size: 'R' }]);
    const orderId = await paidOrder(request, customer, [{ product_id: cappuccino.id, qty: 1, size: 'R' }]);
    await openLive(page, customer, `/cust/order?id=${orderId}`);
    const place = page.getByText(/^\d+(st|nd|rd|th) in the queue · ready about \d\d:\d\d$/);
    await expect(place).toBeVisible();
    const before = Number((await place.textContent())?.match(/^\d+/)?.[0]);
    expect(before).toBeGreaterThan(1);
    const reads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(`/api/order/detail-order/${orderId}`)) reads.push(sent.url());
    });

    await moveOrder(request, admin.token, aheadId, 'preparing');
    await moveOrder(request, admin.token, aheadId, 'ready');
    await expect(place).toHaveText(new RegExp(`^${before - 1}(st|nd|rd|th) in the queue`), LIVE);
    expect(reads).toEqual([]);
  });

  test('an order already ready when the page opens shows the notice but leaves the title alone', async ({
    page,
    request,
    customer,
    admin,
  }) => {
    const espresso = await findProduct(request, 'Espresso');
    const orderId = await checkout(request, customer.token, [{ product_id: espresso.id, qty: 1, size: 'R' }]);
    const pay = await request.patch('/api/order/confirm-payment', {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { order_id: orderId, address: '', customer_phone: '', payment_method_id: '1' },
    });
    expect(pay.ok(), await pay.text()).toBeTruthy();
    await moveOrder(request, admin.token, orderId, 'preparing');
    await moveOrder(request, admin.token, orderId, 'ready');
    await signIn(page, customer);
    await page.goto(`/cust/order?id=${orderId}`);
    await expect(page.getByRole('alert')).toContainText(`Order #${orderId} is ready`);
    await expect(page).toHaveTitle(`Order #${orderId} · Coffee Shop`);
    // Checked on a page of its own: right after paying, react-aria's announcer still holds the pending
    // Confirm and Pay button's message, labelled by a button that is gone (axe's role-img-alt).
    await expectNoAxeViolations(page, 'the tracker with its ready notice');
  });

  test('another customer’s order is not found', async ({ page, request, customer }) => {
    const espresso = await findProduct(request, 'Espresso');
    const orderId = await checkout(request, customer.token, [{ product_id: espresso.id, qty: 1, size: 'R' }]);
    const other = await newCustomer(request, 'other');
    await signIn(page, other);
    await page.goto(`/cust/order?id=${orderId}`);
    await expect(page.getByText('No such order')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/cust/history');
  });
});
