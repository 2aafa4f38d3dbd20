import type { APIRequestContext } from '@playwright/test';
import { MEMBER_CARD_MINIMUM } from '../src/domain/limits';
import { bearer, findProduct, paidOrder, type Account } from './support/api';
import { signIn } from './support/browser';
import { expect, test } from './support/fixtures';
import { qrPng, smallPng } from './support/files';

/** docs/product.md#staff: the counter's tablet in landscape. */
const TABLET_LANDSCAPE = { width: 1024, height: 768 };

/** Gives the customer the first name the counter calls out. */
async function nameCustomer(request: APIRequestContext, customer: Account, firstName: string) {
  const response = await request.patch('/api/user/edit-profile', {
    headers: bearer(customer.token),
    data: {
      email: customer.email,
      username: `member${Date.now().toString(36)}`,
      first_name: firstName,
      last_name: 'Sari',
      address: 'Jl. Melati 12, Bandung',
      phone_number: '081277776666',
      gender: 'female',
      bod: '1996-04-12',
    },
  });
  expect(response.status(), `edit profile: ${await response.text()}`).toBe(200);
}

/** The customer's card, issued by a paid order of IDR 200.000 or more (docs/product.md, "Member card"). */
async function cardOf(request: APIRequestContext, customer: Account) {
  const cappuccino = await findProduct(request, 'Cappuccino');
  const qty = Math.ceil(MEMBER_CARD_MINIMUM / cappuccino.price);
  await paidOrder(request, customer, [{ product_id: cappuccino.id, qty, size: 'R' }]);
  const response = await request.get('/api/user/member-card', { headers: bearer(customer.token) });
  expect(response.status(), `member card: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: { number: string; points: number } }).data;
}

test.use({ viewport: TABLET_LANDSCAPE });

test('the counter looks up a member card by its typed number and by a picture of its QR code', async ({
  page,
  request,
  admin,
  customer,
}) => {
  await nameCustomer(request, customer, 'Melati');
  const card = await cardOf(request, customer);
  expect(card.points).toBeGreaterThan(0);

  await signIn(page, admin);
  await page.goto('/admin/home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Member card', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/member-card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member card' })).toBeVisible();
  await expect(page).toHaveTitle('Member card · Coffee Shop');

  // Typed as read aloud: lower case, in groups of four.
  const typed = card.number.toLowerCase().replace(/(.{4})(?=.)/g, '$1 ');
  await page.getByLabel('Card number').fill(typed);
  await page.getByRole('button', { name: 'Look up' }).click();
  const result = page.getByRole('status', { name: 'Look-up result' });
  await expect(result).toContainText('Melati');
  await expect(result).toContainText(new RegExp(`${card.points}\\s*points`));

  // A number no card has (well formed: the card alphabet, twelve long).
  const unknown = card.number.startsWith('2') ? '3333 3333 3333' : '2222 2222 2222';
  await page.getByLabel('Card number').fill(unknown);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(result).toContainText(`No card has the number ${unknown}.`);

  // A picture of the card's QR code: the number is read, put in the field, and looked up.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Scan a picture' }).click();
  await (await chooser).setFiles(await qrPng(card.number));
  await expect(result).toContainText('Melati');
  await expect(result).toContainText(new RegExp(`${card.points}\\s*points`));
  await expect(page.getByLabel('Card number')).toHaveValue(card.number);

  // A picture with no code in it says so.
  const another = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Scan a picture' }).click();
  await (await another).setFiles(await smallPng());
  await expect(result).toContainText('No QR code could be read in that picture.');
});
