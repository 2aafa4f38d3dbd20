import { bearer } from './support/api';
import { acknowledge, signIn, storageItem } from './support/browser';
import { smallPng, textFile, type FilePayload } from './support/files';
import { expect, test } from './support/fixtures';

interface Profile {
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  address: string | null;
  phone_number: string | null;
  gender: string | null;
  bod: string | null;
  image: string | null;
}

test.describe('profile', () => {
  test.beforeEach(async ({ page, customer }) => {
    await signIn(page, customer);
    await page.goto('/cust/profile');
    await expect(page.getByRole('heading', { name: 'User Profile', level: 1 })).toBeVisible();
  });

  test('edits and saves the profile; an empty field is refused', async ({ page, request, customer }) => {
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const fields: [string, string][] = [
      ['Display name', 'rudi'],
      ['First name', 'Rudi'],
      ['Last name', 'Hartono'],
      ['Mobile number', '081377778888'],
      ['Delivery address', 'Jl. Asia Afrika 8, Bandung'],
      ['Date of birth', '1994-06-21'],
    ];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('radio', { name: 'Female' }).click();

    // One empty field: its message (docs/product.md#validation-messages), and nothing saved.
    await page.getByLabel('Last name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Change' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error! Field Can Not Be Empty' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Change' })).toBeVisible();

    await page.getByLabel('Last name', { exact: true }).fill('Hartono');
    await page.getByRole('button', { name: 'Save Change' }).click();
    await acknowledge(page, 'Your profile has been updated');
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await expect(page.getByText('Jl. Asia Afrika 8, Bandung')).toBeVisible();
    await expect(page.getByText('Hartono')).toBeVisible();

    const response = await request.get('/api/user/detail', { headers: bearer(customer.token) });
    const { data } = (await response.json()) as { data: Profile };
    expect(data).toMatchObject({
      username: 'rudi',
      first_name: 'Rudi',
      last_name: 'Hartono',
      phone_number: '081377778888',
      address: 'Jl. Asia Afrika 8, Bandung',
      gender: 'female',
    });
    expect(data.bod).toContain('1994-06-21');

    await page.reload();
    await expect(page.getByText('Jl. Asia Afrika 8, Bandung')).toBeVisible();
  });

  test('uploads a photo and removes it', async ({ page, request, customer }) => {
    const choose = async (file: FilePayload) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose photo' }).click();
      await (await chooser).setFiles(file);
    };
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
    await choose(textFile());
    await expect(page.getByText('Only .png, .jpg and .jpeg format allowed!')).toBeVisible();

    await choose(await smallPng('me.png'));
    await expect(page.getByRole('img', { name: /^Profile photo/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeEnabled();
    // The nav bar's photo follows (a decorative img inside the Profile link).
    await expect(page.getByRole('link', { name: 'Profile' }).locator('img')).toHaveAttribute('src', /\S/);
    const detail = async () =>
      ((await (await request.get('/api/user/detail', { headers: bearer(customer.token) })).json()) as { data: Profile })
        .data;
    expect((await detail()).image).toBeTruthy();

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await acknowledge(page, 'Your Image has been deleted');
    await expect(page.getByRole('img', { name: /^Profile photo/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
    expect((await detail()).image).toBeNull();
  });

  test('logs out', async ({ page }) => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await acknowledge(page, 'Comeback anytime you want');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await storageItem(page, 'token')).toBeNull();
    expect(await storageItem(page, 'id')).toBeNull();
    expect(await storageItem(page, 'role_id')).toBeNull();
    await page.goto('/cust/profile');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
