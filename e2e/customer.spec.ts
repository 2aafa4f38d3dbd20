import type { Page } from '@playwright/test';
import { bearer, findProduct, orderDetail } from './support/api';
import { acknowledge, popup, settled, signIn, storageItem } from './support/browser';
import { expect, test } from './support/fixtures';
import { chooseDateTime, dateTimeSelects, nextShopWeekday, shopDateIn } from './support/fields';

/** The product cards of the list on screen (each card is one link named by the product). */
const productCards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem').getByRole('link');

/**
 * Opens a product from the catalogue through its card, as a customer would. The card may sit on a
 * later page (newest first): walk the pages until it shows. The worker's catalogue is its own, so no
 * other test shifts the pages meanwhile.
 */
async function openProduct(page: Page, name: string, category: 'Coffee' | 'Non-coffee' | 'Foods' = 'Coffee') {
  await page.goto('/cust/product');
  await page.getByRole('tab', { name: category, exact: true }).click();
  const card = page.getByRole('link', { name, exact: true });
  await expect(productCards(page).first()).toBeVisible();
  const next = page.getByRole('button', { name: 'Next page' });
  for (;;) {
    // Wait for this page's answer: the card shows, or there is a next page to look on.
    await expect
      .poll(async () => (await card.isVisible()) || (await next.isEnabled()), {
        message: `${name} is on no page of ${category}`,
      })
      .toBe(true);
    if (await card.isVisible()) break;
    const before = await productCards(page).first().innerText();
    await next.click();
    await expect(productCards(page).first()).not.toHaveText(before);
  }
  await card.click();
  await expect(page).toHaveURL(/\/cust\/product-d\?id=\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** A history card: the whole card is the checkbox's label, so a click anywhere on it toggles it. */
const historyCard = (page: Page, name: string) => page.locator('label', { has: page.getByRole('checkbox', { name }) });

/** Chooses a size and steps the amount from where it is (1 when the page opens) to `amount`. */
async function choose(page: Page, size: string, amount: number) {
  const order = page.getByRole('region', { name: 'Choose your order' });
  await order.getByRole('radio', { name: size, exact: true }).click();
  await expect(order.getByRole('radio', { name: size, exact: true })).toBeChecked();
  const input = order.getByRole('textbox', { name: 'Amount' });
  const increase = order.getByRole('button', { name: /Increase/ });
  const current = Number(await input.inputValue());
  for (let i = current; i < amount; i += 1) await increase.click();
  for (let i = current; i > amount; i -= 1) await order.getByRole('button', { name: /Decrease/ }).click();
  await expect(input).toHaveValue(String(amount));
}

const cartPanel = (page: Page) => page.getByRole('region', { name: 'Your Cart' });

test.describe('customer', () => {
  test.beforeEach(async ({ page, customer }) => {
    await signIn(page, customer);
  });

  test('browses Coffee, Non-coffee and Foods, 10 products a page', async ({ page }) => {
    await page.goto('/cust/product');
    await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Coffee', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(productCards(page)).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    const firstPage = await productCards(page).allInnerTexts();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);
    // The old page stays on screen until the new one has arrived.
    await expect(productCards(page).first()).not.toHaveText(firstPage[0]!);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = await productCards(page).allInnerTexts();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(10);
    expect(secondPage.filter((card) => firstPage.includes(card))).toEqual([]);
    await page.getByRole('button', { name: 'First page' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await page.getByRole('tab', { name: 'Non-coffee', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Non-coffee', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Peach Iced Tea', exact: true })).toBeVisible();
    await expect(productCards(page)).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Cappuccino', exact: true })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Foods', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Spaghetti Carbonara', exact: true })).toBeVisible();
    await expect(productCards(page)).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Peach Iced Tea', exact: true })).toHaveCount(0);
  });

  test('searches products by name from the nav bar and opens one', async ({ page }) => {
    await page.goto('/cust/product');
    await page.getByRole('button', { name: 'Search products' }).click();
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('latte');
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: /Results for .latte./ })).toBeVisible();
    for (const name of ['Caffe Latte', 'Matcha Latte', 'Vanilla Latte', 'Hazelnut Latte']) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Espresso', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Matcha Latte', exact: true }).click();
    await expect(page).toHaveURL(/\/cust\/product-d\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Matcha Latte', level: 1 })).toBeVisible();
  });

  test('the price follows the size tier and the amount', async ({ page, request }) => {
    const cappuccino = await findProduct(request, 'Cappuccino');
    expect(cappuccino.price).toBe(28000);
    await openProduct(page, 'Cappuccino');
    const order = page.getByRole('region', { name: 'Choose your order' });
    const price = page.getByRole('region', { name: 'Cappuccino' }).getByText(/^IDR\s[\d.]+$/);

    await choose(page, 'R (Regular)', 1);
    await expect(price).toHaveText('IDR 28.000');
    await choose(page, 'L (Large)', 1);
    await expect(price).toHaveText('IDR 33.000');
    await choose(page, 'XL (Extra Large)', 1);
    await expect(price).toHaveText('IDR 36.000');
    await choose(page, 'XL (Extra Large)', 3);
    await expect(price).toHaveText('IDR 108.000');

    // Add to cart without a size or an amount is refused with its text (docs/product.md#validation-messages).
    await choose(page, 'R (Regular)', 0);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await acknowledge(page, 'Not added to your cart', 'Failed: You must choose one size and input an amount');
    // A size the product is not sold in cannot be chosen (Espresso: R and L only).
    await openProduct(page, 'Espresso');
    await expect(order.getByRole('radio', { name: 'XL (Extra Large)', exact: true })).toBeDisabled();
  });

  test('add to cart → checkout → refused second checkout → pay → history → delete', async ({
    page,
    request,
    customer,
  }) => {
    await openProduct(page, 'Cappuccino');
    // Sold to stay, to go and delivered: the first is chosen, the others can be.
    await expect(page.getByRole('radio', { name: 'Dine In' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Home Delivery' })).toBeEnabled();
    await expect(page.getByRole('radio', { name: 'Pick Up' })).toBeEnabled();

    await choose(page, 'L (Large)', 2);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartPanel(page)).toContainText('Large');
    await expect(cartPanel(page)).toContainText('IDR 66.000');
    await choose(page, 'XL (Extra Large)', 1);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartPanel(page)).toContainText('Extra Large');
    // 66.000 + 36.000 = 102.000, tax 10.200, no shipping for dine in.
    await expect(cartPanel(page)).toContainText('IDR 102.000');
    await expect(cartPanel(page)).toContainText('IDR 112.200');

    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/cust\/cart$/);
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    const orderId = await storageItem(page, 'order_id');
    expect(orderId).toMatch(/^\d+$/);

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByRole('listitem')).toHaveCount(2);
    await expect(summary.getByRole('listitem').filter({ hasText: 'Large' }).first()).toContainText('Cappuccino');
    await expect(summary).toContainText('x 2');
    await expect(summary).toContainText('IDR 66.000');
    await expect(summary).toContainText('IDR 112.200');

    // A second checkout while this order is unpaid is refused.
    await openProduct(page, 'Espresso');
    await choose(page, 'R (Regular)', 1);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    await acknowledge(page, 'Warning!', 'Your must pay your checkout first');
    await expect(page).toHaveURL(/\/cust\/product-d\?id=\d+$/);
    expect(await storageItem(page, 'order_id')).toBe(orderId);

    // Pay: a dine-in order asks no address and offers no cash on delivery; choose a method, Confirm and Pay.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Your Cart/ })
      .click();
    await expect(page).toHaveURL(/\/cust\/cart$/);
    await expect(page.getByText('No address needed for dine in')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Address Detail' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Card' }).click();
    await page.getByRole('button', { name: 'Confirm and Pay' }).click();

    // Paid: the order's tracker, then every order in History.
    await expect(page).toHaveURL(new RegExp(`/cust/order\\?id=${orderId}$`));
    await expect(page.getByRole('heading', { name: `Order #${orderId}`, level: 1 })).toBeVisible();
    expect(await storageItem(page, 'order_id')).toBeNull();
    await page.getByRole('link', { name: 'All your orders' }).click();
    await expect(page).toHaveURL(/\/cust\/history$/);
    await expect(page.getByRole('heading', { name: /Let.s see what you have bought!/ })).toBeVisible();
    const paid = await orderDetail(request, customer.token, Number(orderId));
    expect(paid).toMatchObject({ status: 'paid', payment_method_id: 1 });

    // History: both lines; select one and delete it.
    const large = page.getByRole('checkbox', { name: 'Cappuccino, Large, x 2' });
    const extraLarge = page.getByRole('checkbox', { name: 'Cappuccino, Extra Large, x 1' });
    await expect(large).toBeVisible();
    await expect(extraLarge).toBeVisible();
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect(large).toBeChecked();
    await expect(extraLarge).toBeChecked();
    await page.getByRole('button', { name: 'Unselect All' }).click();
    await expect(large).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await historyCard(page, 'Cappuccino, Large, x 2').click();
    await expect(large).toBeChecked();
    await expect(extraLarge).not.toBeChecked();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(large).toHaveCount(0);
    await expect(extraLarge).toBeVisible();
    await page.reload();
    await expect(extraLarge).toBeVisible();
    await expect(large).toHaveCount(0);
  });

  test('a checkout retried after its answer was lost makes one order', async ({ page, request, customer }) => {
    await openProduct(page, 'Espresso');
    await choose(page, 'R (Regular)', 1);
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    // The first checkout reaches the server, which makes the order, but its answer never comes back.
    const keys: string[] = [];
    await page.route('**/api/order/checkout', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    await acknowledge(page, 'Failed', 'The shop could not be reached');

    // The retry is the same attempt: the server replays that order instead of making (or refusing) another.
    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/cust\/cart$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const history = await request.get('/api/history', { headers: bearer(customer.token) });
    const lines = ((await history.json()) as { data: { order_id: number }[] }).data;
    expect(lines).toHaveLength(1);
    expect(await storageItem(page, 'order_id')).toBe(String(lines[0]!.order_id));
  });

  test('a checkout refreshes the stock and the history already in the cache', async ({ page }) => {
    await openProduct(page, 'Espresso');
    const stockText = await page.getByText(/^\d+ left in stock$/).innerText();
    const stock = Number(stockText.split(' ')[0]);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Both pages are in the cache, fresh, before the checkout.
    await nav.getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(/\/cust\/history$/);
    await settled(page);
    await page.goBack();
    await expect(page.getByText(stockText, { exact: true })).toBeVisible();

    await choose(page, 'R (Regular)', 2);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/cust\/cart$/);

    await page.goBack();
    await expect(page.getByText(`${stock - 2} left in stock`, { exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'History', exact: true }).click();
    // Checked out, not paid: History shows it waiting for payment, not among the bought lines.
    await expect(page.getByRole('region', { name: 'Waiting for payment' })).toContainText('Espresso');
    await expect(page.getByRole('checkbox', { name: 'Espresso, Regular, x 2' })).toHaveCount(0);
  });

  test('on a phone: choices before Add to Cart, a refused Saturday delivery, the add toast and the header badge', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openProduct(page, 'Caffe Latte');
    const order = page.getByRole('region', { name: 'Choose your order' });
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    // Size comes first, on screen and in the reading order.
    const sizeTop = (await order.getByRole('radio', { name: 'R (Regular)', exact: true }).boundingBox())!.y;
    expect(sizeTop).toBeLessThan((await addToCart.boundingBox())!.y);
    // Home delivery, chosen among the latte's three ways: the shop's window and the product's own hours.
    await order.getByRole('radio', { name: 'Home Delivery' }).click();
    await expect(order.getByText('Delivery only Monday to Friday, 13:00–19:00')).toBeVisible();
    await expect(order.getByText('This product delivers 07:00–21:00')).toBeVisible();

    await choose(page, 'R (Regular)', 1);
    await order.getByRole('radio', { name: 'No', exact: true }).click();
    // The next Saturday at 10:00, from the shop's own day and 24-hour time selects.
    const saturday = nextShopWeekday(6);
    const monday = nextShopWeekday(1);
    const tuesday = shopDateIn(Math.round((Date.parse(monday) - Date.parse(shopDateIn(0))) / 86_400_000) + 1);
    await chooseDateTime(order, 'Set time', `${saturday}T10:00`);
    await expect(dateTimeSelects(order, 'Set time').time).toHaveAccessibleDescription(
      /Delivery only Monday to Friday, 13:00–19:00/,
    );
    await addToCart.click();
    await acknowledge(page, 'Not added to your cart', 'Delivery only Monday to Friday, 13:00–19:00');
    await expect(cartPanel(page)).toContainText('Your cart is empty');

    await chooseDateTime(order, 'Set time', `${monday}T14:00`);
    await expect(order.getByText(/^Failed:/)).toHaveCount(0);
    await addToCart.click();
    const toast = page.getByRole('status').filter({ hasText: 'Added 1 × Caffe Latte (Regular)' });
    await expect(toast).toContainText('to your Home Delivery cart');
    // The menu stays closed, yet the cart and its count are in the header.
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Your Cart, 1 item' })).toBeVisible();
    await toast.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cust\/cart$/);

    // The cart shows its time and changes it with the keyboard: Arrow Down moves the day on to Tuesday,
    // and the time on a quarter hour; the new time is kept.
    const delivery = page.getByRole('region', { name: 'Home Delivery' });
    const cartTime = dateTimeSelects(delivery, 'Set time');
    await expect(cartTime.day).toHaveValue(monday);
    await expect(cartTime.time).toHaveValue('14:00');
    await cartTime.day.focus();
    await page.keyboard.press('ArrowDown');
    await expect(cartTime.day).toHaveValue(tuesday);
    await cartTime.time.focus();
    await page.keyboard.press('ArrowDown');
    await expect(cartTime.time).toHaveValue('14:15');
    await expect(cartTime.time).not.toHaveAccessibleDescription(/passed|Delivery only/);
    await page.reload();
    const reloaded = dateTimeSelects(page.getByRole('region', { name: 'Home Delivery' }), 'Set time');
    await expect(reloaded.day).toHaveValue(tuesday);
    await expect(reloaded.time).toHaveValue('14:15');
  });

  test('the cart survives a reload', async ({ page, customer }) => {
    await openProduct(page, 'Espresso');
    await choose(page, 'L (Large)', 2);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartPanel(page)).toContainText('IDR 46.000');
    await expect(page.getByRole('link', { name: 'Your Cart, 2 items' })).toBeVisible();
    const stored = await storageItem(page, `carts:${customer.id}`);
    expect(stored).toContain('"L":2');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Espresso', level: 1 })).toBeVisible();
    await settled(page);
    await expect(cartPanel(page)).toContainText('Espresso');
    await expect(cartPanel(page)).toContainText('IDR 46.000');
    await expect(page.getByRole('link', { name: 'Your Cart, 2 items' })).toBeVisible();
    await expect(popup(page, /./)).toHaveCount(0);

    // Clearing the cart (the reset of its delivery method) empties it, and that too is kept.
    await cartPanel(page).getByRole('button', { name: 'Clear cart' }).click();
    await expect(cartPanel(page)).toContainText('Your cart is empty');
    await page.reload();
    await expect(cartPanel(page)).toContainText('Your cart is empty');
    expect(await storageItem(page, `carts:${customer.id}`)).not.toContain('"L":2');
  });
});
