import { apiLogin, bearer } from './support/api';
import { acknowledge, signIn } from './support/browser';
import { expect, test } from './support/fixtures';

/** Sessions that end everywhere (docs/architecture.md, "Sessions"), as two devices of one customer see them. */
test.describe('sessions', () => {
  test('a password changed on the phone signs the laptop out at once, its live connection included', async ({
    page,
    request,
    customer,
  }) => {
    // The laptop: this page, on the order history, with its live connection open.
    const laptop = await apiLogin(request, customer);
    await signIn(page, laptop);
    const streamOpen = page.waitForResponse((response) => response.url().includes('/api/events?ticket='));
    await page.goto('/cust/history');
    expect((await streamOpen).status()).toBe(200);

    // The phone changes the password.
    const changed = await request.patch('/api/auth/edit-password', {
      headers: bearer(customer.token),
      data: { prev_password: customer.password, password: 'phone-changed-1', repeat_password: 'phone-changed-1' },
    });
    expect(changed.status()).toBe(200);

    // The server closes the laptop's stream; reconnecting finds its session ended and the app shows login,
    // ready to bring the customer back to their history.
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fcust%2Fhistory$/, { timeout: 5000 });
    await expect(page.getByRole('status').filter({ hasText: 'You were signed out' })).toBeVisible();
    const old = await request.get('/api/user/detail', { headers: bearer(laptop.token) });
    expect(old.status()).toBe(401);
  });

  test('Log out ends the session on the server, and only this device’s', async ({ page, request, customer }) => {
    const phone = await apiLogin(request, customer);
    const laptop = await apiLogin(request, customer);
    await signIn(page, laptop);
    await page.goto('/cust/profile');
    await page.getByRole('button', { name: 'Log out' }).click();
    await acknowledge(page, 'Comeback anytime you want');
    await expect(page).toHaveURL(/\/auth\/login$/);

    await expect
      .poll(async () => (await request.get('/api/user/detail', { headers: bearer(laptop.token) })).status())
      .toBe(401);
    expect((await request.get('/api/user/detail', { headers: bearer(phone.token) })).status()).toBe(200);
  });
});
