import { uniqueEmail } from './support/api';
import { acknowledge, loginThroughForm } from './support/browser';
import { expect, test } from './support/fixtures';

test.describe('visitor', () => {
  test('every landing nav link leads to sign up', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Product', 'Your Cart', 'History', 'Sign Up']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/auth/signup');
    }
    await nav.getByRole('link', { name: 'Product', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
  });

  test('the landing shows products from the menu, each opening itself; See Promo shows the offer; pages name themselves', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Coffee Shop');
    const favourites = page.getByRole('region', { name: 'Here is People’s Favorite' });
    const orderNow = favourites.getByRole('link', { name: /^Order Now / });
    await expect(orderNow).toHaveCount(3);
    await expect(orderNow.first()).toHaveAttribute('href', /^\/cust\/product-d\?id=\d+$/);
    await page.getByRole('link', { name: 'See Promo' }).click();
    await expect(page).toHaveURL(/#member-card$/);
    await expect(page.getByText(/free member card/)).toBeInViewport();
    await page.goto('/auth/login');
    await expect(page).toHaveTitle('Login · Coffee Shop');
  });

  test('landing → sign up (each validation message) → login → products', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('90+')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/signup$/);

    const email = page.getByLabel('Email address');
    const password = page.getByLabel('Password', { exact: true });
    const phone = page.getByLabel('Phone number');
    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });

    // Nothing filled: one message per field, the password with its hint.
    await submit.click();
    await expect(page.getByText('Fill the blank email!')).toBeVisible();
    await expect(page.getByText('Your password is too short!')).toBeVisible();
    await expect(page.getByText('Use minimal 8 character')).toBeVisible();
    await expect(page.getByText('Fill the blank phone number!')).toBeVisible();

    // The live email hint while typing an address without @, gone once it has one.
    await email.fill('someone');
    await expect(page.getByText('Your email format is incorrect')).toBeVisible();
    const address = uniqueEmail('visitor');
    await email.fill(address);
    await expect(page.getByText('Your email format is incorrect')).toBeHidden();
    await expect(page.getByText('Fill the blank email!')).toBeHidden();

    // A short password, then a good one; a phone that is not a number.
    await password.fill('short');
    await expect(page.getByText('Your password must be 8 character')).toBeVisible();
    await password.fill('visitor-pass-1');
    await expect(page.getByText('Your password must be 8 character')).toBeHidden();
    await phone.fill('call me');
    await submit.click();
    await expect(page.getByText('Fill the blank phone number!')).toBeVisible();
    await expect(page.getByText('Your password is too short!')).toBeHidden();
    await phone.fill('081234567890');
    await submit.click();

    await expect(page).toHaveURL(/\/auth\/login$/);
    await acknowledge(page, 'Success');
    await loginThroughForm(page, address, 'visitor-pass-1');
    await expect(page).toHaveURL(/\/cust\/product$/);
    await acknowledge(page, 'Success Login');
    await expect(page.getByRole('heading', { name: 'Our Products', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('role_id'))).toBe('2');
  });

  test('browses the menu and its prices without an account, then signs up from Add to Cart and finds the line in the cart', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/cust/product');
    await expect(page.getByRole('heading', { name: 'Our Products', level: 1 })).toBeVisible();
    const latte = page.getByRole('link', { name: 'Caffe Latte', exact: true });
    await expect(latte).toBeVisible();
    await expect(page.getByText(/IDR\s\d/).first()).toBeVisible();
    // The visitor's bar is one row on a phone.
    await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.height).toBeLessThan(80);
    await latte.click();
    await expect(page.getByRole('heading', { name: 'Caffe Latte', level: 1 })).toBeVisible();
    // No cart for a visitor; the rest of the page is the customer's.
    await expect(page.getByRole('region', { name: 'Your Cart' })).toHaveCount(0);

    const order = page.getByRole('region', { name: 'Choose your order' });
    await order.getByRole('radio', { name: 'L (Large)', exact: true }).click();
    await order.getByRole('radio', { name: /^Oat/ }).click();
    // To stay, which has no hours of its own: the test holds at any time of day.
    await order.getByRole('radio', { name: 'Dine In' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to order' });
    await expect(dialog).toContainText('1 × Caffe Latte (Large) waits for you');
    await dialog.getByRole('link', { name: 'Create an account' }).click();

    await expect(page).toHaveURL(/\/auth\/signup\?next=/);
    const address = uniqueEmail('menu-visitor');
    await page.getByLabel('Email address').fill(address);
    await page.getByLabel('Password', { exact: true }).fill('visitor-pass-1');
    await page.getByLabel('Phone number').fill('081234567890');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login\?next=/);
    await acknowledge(page, 'Success');
    await loginThroughForm(page, address, 'visitor-pass-1');

    // Back on the latte, signed in, and the line is in the Dine In cart with its milk.
    await expect(page).toHaveURL(/\/cust\/product-d\?id=\d+$/);
    await acknowledge(page, 'Success Login');
    await expect(page.getByRole('status').filter({ hasText: 'Added 1 × Caffe Latte (Large)' })).toContainText(
      'to your Dine In cart',
    );
    const cart = page.getByRole('region', { name: 'Your Cart' });
    await expect(cart).toContainText('Caffe Latte');
    await expect(cart).toContainText('Oat');
    await page.goto('/cust/cart');
    await expect(page.getByRole('region', { name: 'Dine In' })).toContainText('Oat');
  });

  test('the cart, history and profile stay behind the sign-in; the menu bar leads there through login', async ({
    page,
  }) => {
    await page.goto('/cust/product');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Product', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Your Cart', exact: true })).toHaveAttribute(
      'href',
      '/auth/login?next=%2Fcust%2Fcart',
    );
    for (const path of ['/cust/cart', '/cust/history', '/cust/profile', '/admin/product-admin']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login\?next=/);
    }
  });
});
