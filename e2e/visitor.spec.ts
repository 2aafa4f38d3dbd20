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
});
