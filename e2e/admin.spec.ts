import type { Page } from '@playwright/test';
import {
  apiLogin,
  bearer,
  DEMO,
  findProduct,
  getProduct,
  newCustomer,
  orderDetail,
  paidOrder,
  type ProductRow,
} from './support/api';
import { acknowledge, loginThroughForm, popup, signIn, storageItem } from './support/browser';
import { hugePng, smallPng, textFile, type FilePayload } from './support/files';
import { expect, test } from './support/fixtures';

/** Picks a file through the photo picker's own button, as a person would. */
async function chooseFile(page: Page, buttonName: string, file: FilePayload) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(file);
}

async function productById(page: Page, id: number): Promise<ProductRow> {
  const response = await getProduct(page.request, id);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { result: ProductRow[] }).result[0]!;
}

test.describe('admin', () => {
  test('logs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/auth/login');
    await loginThroughForm(page, 'admin@coffee.test', 'admin1234');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await acknowledge(page, 'Success Login');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Monthly Report')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Products', 'Orders', 'Dashboard']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('the admin bar search finds products by name, each opening its edit page', async ({ page, admin }) => {
    await signIn(page, admin);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Search products' }).click();
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('goreng');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/admin\/product-admin\?search=goreng$/);
    await expect(page.getByRole('heading', { name: /Results for .goreng./ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nasi Goreng Kampung', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mie Goreng Jawa', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Espresso', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Nasi Goreng Kampung', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/edit-product\?id=\d+$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nasi Goreng Kampung');
  });

  test('the add form offers the camera when the device has one and refuses a text file named .png at once', async ({
    page,
    admin,
  }) => {
    // A device that lists a camera (no permission is needed to see a device's kind).
    await page.addInitScript(() => {
      const camera = { kind: 'videoinput', deviceId: 'camera', groupId: 'camera', label: '' };
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { enumerateDevices: async () => [camera], addEventListener() {}, removeEventListener() {} },
      });
    });
    await signIn(page, admin);
    await page.goto('/admin/add-product');
    await expect(page).toHaveTitle('Add product · Coffee Shop');
    await expect(page.getByRole('button', { name: 'Take a picture' })).toBeVisible();
    // Named and typed as a PNG, but its bytes are text: refused when chosen, not at Save.
    await chooseFile(page, 'Choose from gallery', {
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image\n'),
    });
    await expect(page.getByText('Only .png, .jpg and .jpeg format allowed!')).toBeVisible();
    await expect(page.getByText('No photo chosen yet')).toBeVisible();
  });

  test('adds a product with a photo, edits it, deletes it', async ({ page, admin }) => {
    await signIn(page, admin);
    const name = `E2E Brew ${Date.now().toString(36)}`;

    await page.goto('/admin/product-admin');
    await page.getByRole('link', { name: 'Add new product' }).click();
    await expect(page).toHaveURL(/\/admin\/add-product$/);
    await expect(page.getByRole('heading', { name: 'Add new product', level: 1 })).toBeVisible();

    // The photo rules: type first, then size; then a real small PNG.
    await chooseFile(page, 'Choose from gallery', textFile());
    await expect(page.getByText('Only .png, .jpg and .jpeg format allowed!')).toBeVisible();
    await chooseFile(page, 'Choose from gallery', await hugePng());
    await expect(page.getByText('Image size is too large, it must be under 4MB')).toBeVisible();
    await chooseFile(page, 'Choose from gallery', await smallPng('brew.png'));
    await expect(page.getByText('Image size is too large, it must be under 4MB')).toBeHidden();
    await expect(page.getByRole('img', { name: 'Product photo' })).toBeVisible();

    await expect(page.getByRole('button', { name: /Category/ })).toContainText('Coffee');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Price' }).fill('21000');
    await page.getByLabel('Description', { exact: true }).fill('A test brew: made by the end-to-end suite.');
    await page.getByRole('textbox', { name: 'Stock' }).fill('12');
    await page.getByRole('button', { name: 'R (Regular)' }).click();
    await page.getByRole('button', { name: 'L (Large)', exact: true }).click();
    await expect(page.getByRole('button', { name: 'L (Large)', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('checkbox', { name: 'Pick Up' }).click();
    await page.getByLabel('Start delivery').selectOption('13:00');
    await page.getByLabel('End delivery').selectOption('19:00');
    await page.getByRole('button', { name: 'Save Product' }).click();

    // The success popup names the new product.
    const saved = popup(page, /./).filter({ hasText: name });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: 'OK' }).click();

    const created = await findProduct(page.request, name);
    expect(created).toMatchObject({
      price: 21000,
      stock: 12,
      size: 'R,L',
      category_id: 1,
      is_pick_up: 1,
      is_dine_in: 0,
      is_home_delivery: 0,
    });
    expect(created.images).toBeTruthy();

    // In the list (newest first), and opening it leads to the edit page.
    await page.goto('/admin/product-admin');
    // The card around the product's link (its photo is beside the link, not in it).
    const card = page.locator('[data-product-id]').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img')).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-product\\?id=${created.id}$`));
    await expect(page.getByRole('heading', { name: 'Edit product', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(page.getByRole('checkbox', { name: 'Pick Up' })).toBeChecked();
    await expect(page.getByLabel('Start delivery')).toHaveValue('13:00');

    // Edit: a new price and Dine In instead of Pick Up, which must reset the pick-up flag.
    await page.getByRole('textbox', { name: 'Price' }).fill('23500');
    await page.getByRole('checkbox', { name: 'Dine In' }).click();
    await page.getByRole('checkbox', { name: 'Pick Up' }).click();
    await expect(page.getByLabel('Start delivery')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Change' }).click();
    const updated = popup(page, /./).filter({ hasText: name });
    await expect(updated).toBeVisible();
    await updated.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(async () => (await productById(page, created.id)).price, { message: 'the saved price' })
      .toBe(23500);
    expect(await productById(page, created.id)).toMatchObject({ is_dine_in: 1, is_pick_up: 0, is_home_delivery: 0 });

    // Delete, confirmed first.
    if (!/\/admin\/edit-product/.test(page.url())) await page.goto(`/admin/edit-product?id=${created.id}`);
    await page.getByRole('button', { name: 'Delete Product' }).click();
    const confirm = popup(page, 'Are you sure?');
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText("You won't be able to revert this!");
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await acknowledge(page, 'Deleted!', 'Your file has been deleted.');
    await expect(page).toHaveURL(/\/admin\/product/);
    expect((await getProduct(page.request, created.id)).status()).toBe(404);
    await page.goto('/admin/product-admin');
    await expect(page.getByRole('link', { name: 'Cold Brew', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('makes an option group, offers it on a product the customer then sees it on, and deletes it', async ({
    page,
    admin,
    browser,
    baseURL,
  }) => {
    await signIn(page, admin);
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Choices', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/option-groups$/);
    await expect(page).toHaveTitle('Choices · Coffee Shop');
    await expect(page.getByRole('heading', { name: 'Choices', level: 1 })).toBeVisible();

    // A new group: a name, two priced choices; nothing is sent while a choice has no name.
    await page.getByRole('button', { name: 'Add group' }).click();
    const form = page.getByRole('form', { name: 'New group' });
    await form.getByRole('textbox', { name: 'Group name', exact: true }).fill('Cream');
    await form.getByRole('button', { name: 'Save group' }).click();
    await expect(form.getByText('Give this choice a name')).toBeVisible();
    const first = form.getByRole('group', { name: 'Choice 1' });
    await first.getByRole('textbox', { name: 'Choice name', exact: true }).fill('Whipped');
    await first.getByRole('textbox', { name: 'Price (IDR)' }).fill('5000');
    await form.getByRole('button', { name: 'Add a choice' }).click();
    const second = form.getByRole('group', { name: 'Choice 2' });
    await expect(second.getByRole('textbox', { name: 'Choice name', exact: true })).toBeFocused();
    await second.getByRole('textbox', { name: 'Choice name', exact: true }).fill('Vanilla cream');
    await second.getByRole('textbox', { name: 'Price (IDR)' }).fill('7000');
    await form.getByRole('button', { name: 'Save group' }).click();
    await acknowledge(page, 'Success', 'Cream has been added');
    const card = page.getByRole('article', { name: 'Cream' });
    await expect(card).toContainText('Optional');
    await expect(card.getByRole('listitem').filter({ hasText: 'Whipped' })).toContainText('+IDR 5.000');
    await expect(card.getByRole('listitem').filter({ hasText: 'Vanilla cream' })).toContainText('+IDR 7.000');

    // Offered on Cold Brew, after the groups it already has.
    const coldBrew = await findProduct(page.request, 'Cold Brew');
    await page.goto(`/admin/edit-product?id=${coldBrew.id}`);
    const choices = page.getByRole('group', { name: 'Choices' });
    await choices.getByRole('checkbox', { name: 'Cream' }).check();
    await page.getByRole('button', { name: 'Save Change' }).click();
    await acknowledge(page, 'Success', 'Cold Brew has been updated');
    const stored = (await (await getProduct(page.request, coldBrew.id)).json()) as {
      result: { options: { name: string }[] }[];
    };
    expect(stored.result[0]!.options.at(-1)?.name).toBe('Cream');

    // The demo customer sees the group on the product page, with its prices.
    const context = await browser.newContext({ baseURL });
    const customerPage = await context.newPage();
    await signIn(customerPage, await apiLogin(page.request, DEMO.customer));
    await customerPage.goto(`/cust/product-d?id=${coldBrew.id}`);
    const cream = customerPage.getByRole('group', { name: /^Cream/ });
    await expect(cream).toContainText('Optional');
    await expect(cream.getByRole('radio', { name: /Whipped/ })).toBeVisible();
    await expect(cream).toContainText('+IDR 5.000');
    await expect(cream).toContainText('Vanilla cream');
    await context.close();

    // Deleted after a confirmation: it leaves the list and the product.
    await page.goto('/admin/option-groups');
    await page.getByRole('button', { name: 'Delete Cream' }).click();
    const confirm = popup(page, 'Delete Cream?');
    await expect(confirm).toContainText('Cream is taken off the 1 product that offers it.');
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await acknowledge(page, 'Deleted!', 'The group has been deleted');
    await expect(page.getByRole('article', { name: 'Cream' })).toHaveCount(0);
    const after = (await (await getProduct(page.request, coldBrew.id)).json()) as {
      result: { options: { name: string }[] }[];
    };
    expect(after.result[0]!.options.map((group) => group.name)).not.toContain('Cream');
  });

  test('an unsaved edit survives a refetch, and a change made elsewhere is announced', async ({ page, admin }) => {
    const matcha = await findProduct(page.request, 'Matcha Latte');
    // A fake clock, so the product can go stale (30 s) without waiting.
    await page.clock.install();
    await signIn(page, admin);
    await page.goto(`/admin/edit-product?id=${matcha.id}`);
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Matcha Latte');
    await name.fill('Matcha Latte Grande');

    // A reconnect refetches the stale product: unchanged, so the draft stays and nothing is said.
    const reconnect = async () => {
      await page.clock.fastForward('00:31');
      await page.evaluate(() => {
        window.dispatchEvent(new Event('offline'));
        window.dispatchEvent(new Event('online'));
      });
    };
    const refetched = () => page.waitForResponse((response) => response.url().endsWith(`/api/products/${matcha.id}`));
    let answer = refetched();
    await reconnect();
    await answer;
    await expect(name).toHaveValue('Matcha Latte Grande');
    const notice = page.getByRole('alert', { name: 'Changed by someone else' });
    await expect(notice).toHaveCount(0);

    // Another admin saves a new description meanwhile: the draft stays and the admin is asked.
    const other = await page.request.patch(`/api/products/${matcha.id}`, {
      headers: bearer(admin.token),
      multipart: { description: 'Ceremonial matcha, steamed milk.' },
    });
    expect(other.status(), await other.text()).toBe(200);
    answer = refetched();
    await reconnect();
    await answer;
    await expect(notice).toContainText('This product was changed by someone else');
    await expect(name).toHaveValue('Matcha Latte Grande');
    await notice.getByRole('button', { name: 'Load theirs' }).click();
    await expect(name).toHaveValue('Matcha Latte');
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Ceremonial matcha, steamed milk.');
  });

  test('order list → DETAIL → Mark As Done', async ({ page, request, admin }) => {
    const customer = await newCustomer(request, 'buyer');
    const espresso = await findProduct(request, 'Espresso');
    const orderId = await paidOrder(request, customer, [{ product_id: espresso.id, qty: 2, size: 'L' }]);

    await signIn(page, admin);
    await page.goto('/admin/bmanage-order');
    await expect(page.getByRole('heading', { name: 'All Order', level: 1 })).toBeVisible();
    const row = page.locator(`[data-order-id="${orderId}"]`);
    await expect(page.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    await expect(row).toContainText('Dine In');
    await expect(row).toContainText(/\w+ \d{1,2}, \d{4}, \d{2}:\d{2}/);
    await expect(row).toContainText(`#${orderId}`);
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('IDR 50.600');
    await expect(row).toContainText('Wanted: Now');
    await row.getByRole('button', { name: 'DETAIL' }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/manage-order\\?id=${orderId}$`));
    expect(await storageItem(page, 'order_id')).toBe(String(orderId));
    await expect(page.getByRole('heading', { name: 'Finish your customer order now!' })).toBeVisible();
    // The link alone opens the order: after a reload, and without the stored id (a link between baristas).
    await page.evaluate(() => window.localStorage.removeItem('order_id'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Finish your customer order now!' })).toBeVisible();
    await expect(page.getByRole('region', { name: `Order #${orderId}` })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText('Espresso');
    await expect(summary).toContainText('x 2');
    await expect(summary).toContainText('Large');
    // Espresso 18.000 + 5.000 for Large, twice: 46.000; tax 4.600; dine in ships free.
    await expect(summary).toContainText('IDR 46.000');
    await expect(summary).toContainText('IDR 50.600');
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Jl. Kenanga 7, Bandung');
    await expect(page.getByRole('region', { name: 'Payment Methods' })).toContainText('Card');
    const facts = page.getByRole('region', { name: `Order #${orderId}` });
    await expect(facts).toContainText('Dine In');
    await expect(facts).toContainText('Now');
    await expect(facts.getByRole('list', { name: 'Status times' }).getByRole('listitem').first()).toContainText(
      /Paid\s*\w+ \d{1,2}, \d{4}, \d{2}:\d{2}/,
    );

    // Still paid: it asks first, naming the steps it skips.
    await page.getByRole('button', { name: 'Mark As Done' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Mark order #${orderId} as done?` });
    await expect(confirm).toContainText('It is still Paid: marking it done skips Preparing and Ready.');
    await confirm.getByRole('button', { name: 'Mark As Done' }).click();
    await acknowledge(page, 'Success', 'You have just delivered an order');
    await expect(page).toHaveURL(/\/admin\/bmanage-order$/);
    await expect(page.getByRole('heading', { name: 'All Order', level: 1 })).toBeVisible();
    await expect(page.locator(`[data-order-id="${orderId}"]`)).toHaveCount(0);
    expect((await orderDetail(request, admin.token, orderId)).status).toBe('done');
    expect(await storageItem(page, 'order_id')).toBeNull();

    // A done order stays findable: the Done tab (kept in the address through a reload) and the search.
    await page.getByRole('tab', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/admin\/bmanage-order\?status=done$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[data-order-id="${orderId}"] [data-status="done"]`)).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Find an order' }).fill(String(orderId));
    await page.getByRole('searchbox', { name: 'Find an order' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`status=all&search=${orderId}$`));
    await expect(page.locator('[data-order-id]')).toHaveCount(1);
    await expect(page.locator(`[data-order-id="${orderId}"]`)).toBeVisible();
  });
});
