import { uniqueEmail } from './support/api';
import { acknowledge, loginThroughForm, signIn } from './support/browser';
import { expect, test } from './support/fixtures';
import { newestMailTo, resetLinkPath } from './support/outbox';

/** docs/product.md#staff: a barista tablet in landscape, as the shop's counter has. */
const TABLET_LANDSCAPE = { width: 1024, height: 768 };

test('the owner invites a barista, who works the queue and no more, and is signed out the moment they are removed', async ({
  page,
  browser,
  baseURL,
  admin,
}) => {
  // The owner invites Ana from the Staff page.
  await signIn(page, admin);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const email = uniqueEmail('barista');
  const form = page.getByRole('form', { name: 'Invite a barista' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('First name').fill('Ana');
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(form.getByRole('status')).toContainText(`Invite sent to ${email}`);
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Barista');

  // Ana opens the link from her mail on the counter's tablet, chooses a password and signs in.
  const baristaContext = await browser.newContext({ baseURL, viewport: TABLET_LANDSCAPE });
  const barista = await baristaContext.newPage();
  await barista.goto(resetLinkPath(await newestMailTo(email)));
  await barista.getByLabel('New password', { exact: true }).fill('barista-pass-1');
  await barista.getByLabel('Repeat new password', { exact: true }).fill('barista-pass-1');
  await barista.getByRole('button', { name: 'Save new password' }).click();
  await expect(barista).toHaveURL(/\/auth\/login$/);
  await acknowledge(barista, 'Success');
  await loginThroughForm(barista, email, 'barista-pass-1');
  await acknowledge(barista, 'Success Login');
  await expect(barista).toHaveURL(/\/admin\/queue$/);
  await expect(barista.getByRole('heading', { level: 1, name: 'Order queue' })).toBeVisible();
  await expect(barista.locator('[data-connection="live"]')).toBeVisible();
  await expect(barista.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  // Her bar: the shop's work, not its books or its menu.
  await barista.goto('/admin/bmanage-order');
  const nav = barista.getByRole('navigation', { name: 'Main' });
  for (const name of ['Queue', 'Member card', 'Orders', 'Counter', 'Menu availability']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Dashboard', 'Products', 'Choices', 'Staff']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  // The admin's pages send her to the queue.
  await barista.goto('/admin/dashboard');
  await expect(barista).toHaveURL(/\/admin\/queue$/);
  await barista.goto('/admin/staff');
  await expect(barista).toHaveURL(/\/admin\/queue$/);
  await expect(barista.locator('[data-connection="live"]')).toBeVisible();

  // The owner removes her; her open queue is signed out at once.
  await page.reload();
  await page.getByRole('button', { name: 'Remove Ana' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Ana?' });
  await expect(confirm).toContainText('signed out at once and can no longer open the queue');
  const removed = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  expect((await removed).ok()).toBe(true);
  await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);

  const refused = barista.waitForResponse((response) => response.status() === 401);
  await expect(barista).toHaveURL(/\/auth\/login/, { timeout: 10_000 });
  expect(await (await refused).json()).toMatchObject({ messages: 'invalid token' });
  await expect(barista.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await baristaContext.close();
});
