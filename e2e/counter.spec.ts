import type { APIRequestContext } from '@playwright/test';
import { adminAccount, bearer, findProduct, newCustomer, paidOrder, type Account } from './support/api';
import { expect, test } from './support/fixtures';

/** The counter polls the board every 3 s; a change shows within that and a second more. */
const WITHIN_A_POLL = 4_000;

/** Gives the customer a first name (and a surname, address, phone the counter must never show). */
async function nameCustomer(request: APIRequestContext, customer: Account, username: string) {
  const response = await request.patch('/api/user/edit-profile', {
    headers: bearer(customer.token),
    data: {
      email: customer.email,
      username,
      first_name: 'Ratna',
      last_name: 'Wulandari',
      address: 'Jl. Melati 12, Bandung',
      phone_number: '081277776666',
      gender: 'female',
      bod: '1996-04-12',
    },
  });
  expect(response.status(), `edit profile: ${await response.text()}`).toBe(200);
}

async function move(request: APIRequestContext, admin: Account, orderId: number, status: string) {
  const response = await request.patch('/api/order/status', {
    headers: bearer(admin.token),
    data: { order_id: orderId, status },
  });
  expect(response.status(), `move to ${status}: ${await response.text()}`).toBe(200);
}

test.describe('counter screen', () => {
  test('shows an order being prepared, then ready, with the first name only and no reload', async ({
    page,
    request,
  }) => {
    const admin = await adminAccount(request);
    const customer = await newCustomer(request, 'counter');
    const username = `ratna${Date.now().toString(36)}`;
    await nameCustomer(request, customer, username);
    const espresso = await findProduct(request, 'Espresso');
    const orderId = await paidOrder(request, customer, [{ product_id: espresso.id, qty: 1, size: 'R' }]);
    await move(request, admin, orderId, 'preparing');

    // A public screen: no sign-in.
    await page.goto('/status');
    await expect(page).toHaveTitle('Order status · Coffee Shop');
    const preparing = page.getByRole('region', { name: /^In the queue/ });
    const ready = page.getByRole('region', { name: /^Ready\b/ });
    const tile = (column: typeof preparing) => column.locator(`li[data-number="${orderId}"]`);
    await expect(tile(preparing)).toBeVisible();
    await expect(tile(preparing)).toContainText('Ratna');

    // Nothing personal beyond the first name, anywhere on the page.
    const text = await page.locator('body').innerText();
    for (const secret of [customer.email, username, 'Wulandari', '081277776666', '081299990000', 'Jl. ']) {
      expect(text, `the counter shows ${secret}`).not.toContain(secret);
    }

    // Ready: it moves columns without a reload, and is marked as just ready.
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await move(request, admin, orderId, 'ready');
    await expect(tile(ready)).toBeVisible({ timeout: WITHIN_A_POLL });
    await expect(tile(ready)).toContainText('Ratna');
    await expect(tile(ready)).toContainText('Just ready');
    await expect(tile(preparing)).toHaveCount(0);
    expect(reloaded).toBe(false);

    // Collected: it leaves the board.
    await move(request, admin, orderId, 'done');
    await expect(tile(ready)).toHaveCount(0, { timeout: WITHIN_A_POLL });
  });
});
