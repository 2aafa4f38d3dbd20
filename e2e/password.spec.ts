import { apiLogin } from './support/api';
import { acknowledge, loginThroughForm, signIn } from './support/browser';
import { expect, test } from './support/fixtures';
import { newestMailTo, resetLinkPath } from './support/outbox';

test.describe('password', () => {
  test('forgot → mail → new password → login with it', async ({ page, request, customer }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot$/);

    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Error send email')).toBeVisible();
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByRole('button', { name: 'Send' }).click();
    await acknowledge(page, 'Check your email now');
    await expect(page.getByRole('status').filter({ hasText: 'Check your email now' })).toBeVisible();

    const link = resetLinkPath(await newestMailTo(customer.email));
    await page.goto(link);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();

    const password = page.getByLabel('New password', { exact: true });
    const repeat = page.getByLabel('Repeat new password', { exact: true });
    const save = page.getByRole('button', { name: 'Save new password' });
    await password.fill('short');
    await repeat.fill('short');
    await save.click();
    await expect(page.getByText('Password is to short')).toBeVisible();
    await password.fill('reset-pass-123');
    await repeat.fill('reset-pass-124');
    await save.click();
    await expect(page.getByText('Password not have same character')).toBeVisible();
    await repeat.fill('reset-pass-123');
    await save.click();

    await expect(page).toHaveURL(/\/auth\/login$/);
    await acknowledge(page, 'Success');
    await loginThroughForm(page, customer.email, 'reset-pass-123');
    await expect(page).toHaveURL(/\/cust\/product$/);
    await acknowledge(page, 'Success Login');
    // The old password is gone, and the link was single use.
    const old = await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
    expect(old.status()).toBe(401);
    const reuse = await request.post(`/api${link.replace('/auth/', '/auth/forgot-password/')}`, {
      data: { password: 'another-pass-1', repeat_password: 'another-pass-1' },
    });
    expect(reuse.ok()).toBeFalsy();
  });

  test('edit password: a wrong old password, then the right one', async ({ page, request, customer }) => {
    await signIn(page, customer);
    await page.goto('/cust/profile');
    await page.getByRole('link', { name: 'Edit Password' }).click();
    await expect(page).toHaveURL(/\/cust\/edit-password$/);
    await expect(page.getByRole('heading', { name: 'Edit Password' })).toBeVisible();

    const old = page.getByLabel('Old password', { exact: true });
    await old.fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('changed-pass-9');
    await page.getByLabel('Repeat new password', { exact: true }).fill('changed-pass-9');
    await page.getByRole('button', { name: 'Save Change' }).click();
    // The server answers with the old site's Indonesian text; the English site says it in English.
    await expect(page.getByText('Your old password is wrong')).toBeVisible();
    await expect(page).toHaveURL(/\/cust\/edit-password$/);

    await old.fill(customer.password);
    await page.getByRole('button', { name: 'Save Change' }).click();
    await acknowledge(page, 'password changed successfully');
    await expect(page).toHaveURL(/\/cust\/profile$/);
    await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();

    await apiLogin(request, { email: customer.email, password: 'changed-pass-9' });
  });
});
