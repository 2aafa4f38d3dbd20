import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { bearer, findProduct, orderDetail, type Session } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { settled, signIn } from './support/browser';
import { smallPng } from './support/files';
import { expect, test } from './support/fixtures';

/** A second browser (its own storage) signed in as the same customer: another device. */
async function otherDevice(
  browser: Browser,
  url: string,
  session: Session,
  { streamDown = false } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: url });
  // A device whose event stream cannot connect hears of no other device's change.
  if (streamDown)
    await context.route(
      (address) => address.pathname === '/api/events',
      (route) => route.abort(),
    );
  const page = await context.newPage();
  await signIn(page, session);
  return page;
}

/** Opens a product's page, chooses a size and an amount (the + button) and adds it to its cart. */
async function addToCart(page: Page, productId: number, size: string, amount: number) {
  if (!page.url().endsWith(`/cust/product-d?id=${productId}`)) await page.goto(`/cust/product-d?id=${productId}`);
  const order = page.getByRole('region', { name: 'Choose your order' });
  await order.getByRole('radio', { name: size, exact: true }).click();
  const input = order.getByRole('textbox', { name: 'Amount' });
  for (let i = Number(await input.inputValue()); i < amount; i += 1) {
    await order.getByRole('button', { name: /Increase/ }).click();
  }
  await expect(input).toHaveValue(String(amount));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

type CartLines = Record<string, { products: { product_id: number; size: string; qty: number; options?: number[] }[] }>;

/** A cart's lines by product, size and amount (each line also carries its choices: the defaults here). */
const plain = (lines: CartLines[string]['products']) =>
  lines.map(({ product_id, size, qty }) => ({ product_id, size, qty }));

/** The carts the server keeps for this customer (what another device would load). */
async function serverCarts(request: APIRequestContext, token: string) {
  const response = await request.get('/api/cart', { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: { carts: CartLines } }).data.carts;
}

test.describe('a cart that follows the account', () => {
  test('added on one device, seen on another; checked out on one, paid on the other', async ({
    page,
    browser,
    request,
    customer,
    shop,
  }) => {
    const cappuccino = await findProduct(request, 'Cappuccino');
    await signIn(page, customer);
    await page.goto('/cust/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/cust/product');
    await expectNoAxeViolations(page, 'the empty cart');

    await addToCart(page, cappuccino.id, 'L (Large)', 2);
    await expect
      .poll(async () => plain((await serverCarts(request, customer.token))['dine in']!.products))
      .toEqual([{ product_id: cappuccino.id, size: 'L', qty: 2 }]);

    // The laptop: the same customer, a browser that never saw this cart.
    const laptop = await otherDevice(browser, shop.url, customer);
    await laptop.goto('/cust/cart');
    const dineIn = laptop.getByRole('region', { name: 'Dine In' });
    await expect(dineIn.getByText('Cappuccino', { exact: true })).toBeVisible();
    await expect(dineIn.getByRole('textbox', { name: 'Amount of Cappuccino, Large' })).toHaveValue('2');
    // 2 × 33.000 = 66.000, tax 6.600.
    await expect(dineIn).toContainText('IDR 72.600');
    await expectNoAxeViolations(laptop, 'the filled cart');
    await dineIn.getByRole('button', { name: 'Checkout' }).click();
    await expect(laptop.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    const orderId = Number(await laptop.evaluate(() => window.localStorage.getItem('order_id')));
    expect(orderId).toBeGreaterThan(0);

    // The phone: the order checked out on the laptop is the one to pay, and its cart is empty.
    await page.goto('/cust/cart');
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Cappuccino');
    // A dine-in order: no address to give, no cash on delivery.
    await expect(page.getByText('No address needed for dine in')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Card' }).click();
    await page.getByRole('button', { name: 'Confirm and Pay' }).click();
    // Paid: the customer lands on the order's tracker.
    await expect(page).toHaveURL(new RegExp(`/cust/order\\?id=${orderId}$`));
    expect((await orderDetail(request, customer.token, orderId)).status).toBe('paid');

    await page.goto('/cust/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await laptop.goto('/cust/cart');
    await expect(laptop.getByText('Your cart is empty')).toBeVisible();
    await laptop.context().close();
  });

  test('two devices adding at once keep both lines', async ({ page, browser, request, customer, shop }) => {
    const [cappuccino, espresso] = [await findProduct(request, 'Cappuccino'), await findProduct(request, 'Espresso')];
    // The laptop opens a product before the phone adds anything: its copy of the cart is now old (its
    // event stream is down, else the phone's cart event would bring it up to date).
    const laptop = await otherDevice(browser, shop.url, customer, { streamDown: true });
    await laptop.goto(`/cust/product-d?id=${espresso.id}`);
    await settled(laptop);

    await signIn(page, customer);
    await addToCart(page, cappuccino.id, 'R (Regular)', 1);
    await expect.poll(async () => (await serverCarts(request, customer.token))['dine in']!.products.length).toBe(1);

    // Its save names the old version: the server answers 409 and the two carts are merged.
    await addToCart(laptop, espresso.id, 'R (Regular)', 3);
    await expect
      .poll(async () => plain((await serverCarts(request, customer.token))['dine in']!.products))
      .toEqual([
        { product_id: espresso.id, size: 'R', qty: 3 },
        { product_id: cappuccino.id, size: 'R', qty: 1 },
      ]);
    await laptop.goto('/cust/cart');
    const dineIn = laptop.getByRole('region', { name: 'Dine In' });
    await expect(dineIn.getByText('Cappuccino', { exact: true })).toBeVisible();
    await expect(dineIn.getByText('Espresso', { exact: true })).toBeVisible();
    await laptop.context().close();
  });
});

test.describe('a live cart', () => {
  test('a line added on one device appears on the other without a reload, and a checkout raises no conflict', async ({
    page,
    browser,
    request,
    customer,
    shop,
  }) => {
    const cappuccino = await findProduct(request, 'Cappuccino');
    const conflicts: string[] = [];
    const watch = (device: Page, name: string) =>
      device.on('response', (response) => {
        if (response.url().endsWith('/api/cart') && response.status() === 409) conflicts.push(name);
      });
    watch(page, 'phone');
    await signIn(page, customer);

    // The laptop shows the cart, its event stream open.
    const laptop = await otherDevice(browser, shop.url, customer);
    watch(laptop, 'laptop');
    const streaming = laptop.waitForResponse((response) => response.url().includes('/api/events?'));
    await laptop.goto('/cust/cart');
    await expect(laptop.getByText('Your cart is empty')).toBeVisible();
    await streaming;

    await addToCart(page, cappuccino.id, 'L (Large)', 2);
    const dineIn = laptop.getByRole('region', { name: 'Dine In' });
    await expect(dineIn.getByText('Cappuccino', { exact: true })).toBeVisible();
    await expect(dineIn.getByRole('textbox', { name: 'Amount of Cappuccino, Large' })).toHaveValue('2');

    // Checked out on the laptop: the server empties the cart, and neither device saves over it.
    const reread = laptop.waitForResponse(
      (response) => response.url().endsWith('/api/cart') && response.request().method() === 'GET',
    );
    await dineIn.getByRole('button', { name: 'Checkout' }).click();
    await expect(laptop.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await reread;
    await expect.poll(async () => (await serverCarts(request, customer.token))['dine in']!.products).toEqual([]);
    // Time for a save on top of the version before the checkout to answer 409, as every checkout's did.
    await laptop.waitForTimeout(1500);
    expect(conflicts).toEqual([]);
    await laptop.context().close();
  });
});

test.describe('a product taken off the menu', () => {
  test('is named in the cart, removable alone, and the rest checks out', async ({ page, request, customer, admin }) => {
    const created = await request.post('/api/products', {
      headers: bearer(admin.token),
      multipart: {
        name: 'Seasonal Eggnog Latte',
        price: '30000',
        stock: '20',
        category_id: '1',
        size: 'R',
        is_dine_in: '1',
        image: await smallPng(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const seasonal = ((await created.json()) as { data: { id: number } }).data;
    const cappuccino = await findProduct(request, 'Cappuccino');

    await signIn(page, customer);
    await addToCart(page, seasonal.id, 'R (Regular)', 1);
    await addToCart(page, cappuccino.id, 'R (Regular)', 1);
    await expect.poll(async () => (await serverCarts(request, customer.token))['dine in']!.products.length).toBe(2);
    const removed = await request.delete(`/api/products/${seasonal.id}`, { headers: bearer(admin.token) });
    expect(removed.ok(), await removed.text()).toBeTruthy();

    await page.goto('/cust/cart');
    const dineIn = page.getByRole('region', { name: 'Dine In' });
    await expect(dineIn.getByText('Seasonal Eggnog Latte is no longer available')).toBeVisible();
    await expectNoAxeViolations(page, 'a cart with a product off the menu');
    await dineIn.getByRole('button', { name: 'Remove Seasonal Eggnog Latte' }).click();
    await expect(dineIn.getByText('Seasonal Eggnog Latte')).toHaveCount(0);
    await dineIn.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText('Cappuccino');
    await expect(summary).not.toContainText('Seasonal Eggnog Latte');
  });
});

test.describe('a price the shop changed', () => {
  test('is said in the cart, and the line and the order take the new price', async ({
    page,
    request,
    customer,
    admin,
  }) => {
    // A product no other test reads the price of; its price is put back at the end.
    const flatWhite = await findProduct(request, 'Flat White');
    const [was, now] = [flatWhite.price, flatWhite.price + 3000];
    const idr = (amount: number) => `IDR ${amount.toLocaleString('de-DE')}`;
    const setPrice = async (price: number) => {
      const response = await request.patch(`/api/products/${flatWhite.id}`, {
        headers: bearer(admin.token),
        multipart: { price: String(price) },
      });
      expect(response.ok(), await response.text()).toBeTruthy();
    };

    await signIn(page, customer);
    await addToCart(page, flatWhite.id, 'R (Regular)', 1);
    await expect.poll(async () => (await serverCarts(request, customer.token))['dine in']!.products.length).toBe(1);
    await setPrice(now);
    try {
      await page.goto('/cust/cart');
      await expect(page.getByRole('status').filter({ hasText: 'The shop changed a price' })).toContainText(
        `Flat White is now ${idr(now)} (was ${idr(was)})`,
      );
      const dineIn = page.getByRole('region', { name: 'Dine In' });
      await expect(dineIn.getByText(idr(now)).first()).toBeVisible();
      await dineIn.getByRole('button', { name: 'Checkout' }).click();
      await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
      // The new price and 10 % tax: what the shop charges.
      await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(idr(Math.round(now * 1.1)));
    } finally {
      await setPrice(was);
    }
  });
});

test.describe('a line changed from the cart', () => {
  test("a latte's milk changed from the cart: the line, the saved cart and the payment total follow", async ({
    page,
    request,
    customer,
  }) => {
    const latte = await findProduct(request, 'Caffe Latte');
    const detail = (await (await request.get(`/api/products/${latte.id}`)).json()) as {
      result: { options: { name: string; choices: { id: number; name: string; price: number }[] }[] }[];
    };
    const milk = detail.result[0]!.options.find((group) => group.name === 'Milk')!;
    const [oat, almond] = ['Oat', 'Almond'].map((name) => milk.choices.find((choice) => choice.name.startsWith(name))!);
    const idr = (amount: number) => `IDR ${amount.toLocaleString('de-DE')}`;

    await signIn(page, customer);
    await page.goto(`/cust/product-d?id=${latte.id}`);
    const order = page.getByRole('region', { name: 'Choose your order' });
    await order.getByRole('radio', { name: 'R (Regular)', exact: true }).click();
    await order.getByRole('radio', { name: new RegExp(`^${oat!.name}`) }).click();
    await order.getByRole('radio', { name: 'Dine In' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect
      .poll(async () => (await serverCarts(request, customer.token))['dine in']!.products[0]?.options ?? [])
      .toContain(oat!.id);

    await page.goto('/cust/cart');
    const dineIn = page.getByRole('region', { name: 'Dine In' });
    await expect(dineIn).toContainText(oat!.name);
    const change = dineIn.getByRole('button', { name: /^Change Caffe Latte, Regular/ });
    await change.click();
    const dialog = page.getByRole('dialog', { name: 'Change Caffe Latte' });
    await dialog.getByRole('radio', { name: new RegExp(`^${almond!.name}`) }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(dineIn).toContainText(almond!.name);
    await expect(dineIn).not.toContainText(oat!.name);
    await expect(dineIn.getByRole('button', { name: /^Change Caffe Latte, Regular/ })).toBeFocused();
    const saved = (await serverCarts(request, customer.token))['dine in']!.products;
    expect(saved).toHaveLength(1);
    expect(saved[0]!.options).toContain(almond!.id);
    expect(saved[0]!.options).not.toContain(oat!.id);

    await dineIn.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    // The Regular latte with almond milk and 10 % tax: what the shop charges.
    const unit = Number(latte.price) + almond!.price;
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(idr(Math.round(unit * 1.1)));
  });

  test('a milk the barista marks sold out while the Change dialog is open turns off in it, and back', async ({
    page,
    request,
    customer,
    admin,
  }) => {
    const latte = await findProduct(request, 'Flat White');
    const detail = (await (await request.get(`/api/products/${latte.id}`)).json()) as {
      result: { options: { name: string; choices: { id: number; name: string }[] }[] }[];
    };
    // Soy: a choice no other test picks, so switching it off here changes nothing they read.
    const soy = detail.result[0]!.options.find((group) => group.name === 'Milk')!.choices.find(
      (c) => c.name === 'Soy',
    )!;
    const soldOut = (sold_out: boolean) =>
      request.patch(`/api/option-choices/${soy.id}`, { headers: bearer(admin.token), data: { sold_out } });

    await signIn(page, customer);
    await addToCart(page, latte.id, 'R (Regular)', 1);
    await expect
      .poll(async () => (await serverCarts(request, customer.token))['dine in']?.products.length ?? 0)
      .toBeGreaterThan(0);
    await page.goto('/cust/cart');
    const cart = page.getByRole('region', { name: 'Dine In' });
    await cart.getByRole('button', { name: /^Change Flat White, Regular/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Flat White' });
    const soyRadio = dialog.getByRole('radio', { name: /^Soy/ });
    await expect(soyRadio).toBeEnabled();
    try {
      expect((await soldOut(true)).status()).toBe(200);
      // The shop's event reaches the open dialog: no reload, no closing it.
      await expect(soyRadio).toBeDisabled();
      await expect(dialog.getByText(/Soy.*sold out/)).toBeVisible();
    } finally {
      expect((await soldOut(false)).status()).toBe(200);
    }
    await expect(soyRadio).toBeEnabled();
    await soyRadio.click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(cart).toContainText('Soy');
  });
});

test.describe('honest errors', () => {
  test('a product that is not there reads as not found, not as a lost connection', async ({ page, customer }) => {
    await signIn(page, customer);
    await page.goto('/cust/product-d?id=999999');
    await expect(page.getByText('This product is not on the menu any more')).toBeVisible();
    await expect(page.getByText(/check your connection/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('the order detail without a chosen order says so and links back to the list', async ({ page, admin }) => {
    await signIn(page, admin);
    await page.goto('/admin/manage-order');
    await expect(page.getByText('No order chosen')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      '/admin/bmanage-order',
    );
    await expect(page.getByText(/check your connection/i)).toHaveCount(0);
  });
});
