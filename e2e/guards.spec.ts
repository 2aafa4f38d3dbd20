import { acknowledge, loginThroughForm, signIn, storageItem } from './support/browser';
import { expect, test } from './support/fixtures';

test.describe('guards', () => {
  test('a logged-out deep link goes to login, and back there after login', async ({ page, customer }) => {
    await page.goto('/cust/history');
    await expect(page).toHaveURL(/\/auth\/login(\?.*)?$/);
    await loginThroughForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/cust\/history$/);
    await acknowledge(page, 'Success Login');
    await expect(page.getByRole('heading', { name: /Let.s see what you have bought!/ })).toBeVisible();
  });

  test('a customer on an admin page is sent to the products', async ({ page, customer }) => {
    await signIn(page, customer);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/cust\/product$/);
    await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
  });

  test('a logged-in customer on the auth pages goes to the products', async ({ page, customer }) => {
    await signIn(page, customer);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/cust\/product$/);
    await page.goto('/auth/signup');
    await expect(page).toHaveURL(/\/cust\/product$/);
  });

  test('a logged-in admin on the auth pages goes to the dashboard', async ({ page, admin }) => {
    await signIn(page, admin);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('a tampered token logs out at the next API call', async ({ page, customer }) => {
    await signIn(page, customer);
    await page.goto('/cust/product');
    await expect(page.getByRole('link', { name: 'Cold Brew', exact: true })).toBeVisible();
    // The list arrives drawn by the server: tamper only once the app runs it (its tabs come alive),
    // or the app would start with the tampered token and log out before any move.
    await expect(page.getByRole('tab', { name: 'Coffee', exact: true })).toBeEnabled();
    await page.evaluate(() => window.localStorage.setItem('token', 'garbage.not-a.jwt'));
    // A client-side move to a page that calls the API.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(await storageItem(page, 'token')).toBeNull();
    expect(await storageItem(page, 'id')).toBeNull();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await page.goto('/cust/no-such-page');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  });

  test('/auth, /cust and /admin lead to their first page', async ({ page, browser, customer, admin }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/signup$/);

    await signIn(page, customer);
    await page.goto('/cust');
    await expect(page).toHaveURL(/\/cust\/product$/);

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin);
    await adminPage.goto('/admin');
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
    await adminContext.close();
  });

  test('logging in through the form stores the session', async ({ page, customer }) => {
    await page.goto('/auth/login');
    await loginThroughForm(page, customer.email, 'wrong-password');
    await acknowledge(page, 'Error!', 'Email or password is wrong');
    await loginThroughForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/cust\/product$/);
    await acknowledge(page, 'Success Login');
    expect(await storageItem(page, 'token')).toBeTruthy();
    expect(await storageItem(page, 'id')).toBe(customer.id);
    expect(await storageItem(page, 'role_id')).toBe('2');
  });
});
