import { apiLogin, findProduct, newCustomer } from './support/api';
import { signIn } from './support/browser';
import { expect, test } from './support/fixtures';

/** A tablet in landscape on the bar, as the barista's board is designed for. */
const TABLET_LANDSCAPE = { width: 1024, height: 768 };
/** The demo barista the server seeds (server/demo/seed.ts). */
const BARISTA = { email: 'barista@coffee.test', password: 'barista123' };

test('a customer asks a barista from the product page, the barista answers from the queue, and the answer shows live and after a reload', async ({
  browser,
  baseURL,
}) => {
  const customerContext = await browser.newContext({ baseURL });
  const baristaContext = await browser.newContext({ baseURL, viewport: TABLET_LANDSCAPE });
  const customer = await newCustomer(customerContext.request, 'help');
  const latte = await findProduct(customerContext.request, 'Caffe Latte');

  const barista = await baristaContext.newPage();
  await signIn(barista, await apiLogin(baristaContext.request, BARISTA));
  await barista.goto('/admin/queue');
  await expect(barista.getByRole('heading', { name: /^Help calls/ })).toBeVisible();
  await expect(barista.locator('[data-connection="live"]')).toBeVisible();

  const page = await customerContext.newPage();
  await signIn(page, customer);
  await page.goto(`/cust/product-d?id=${latte.id}`);
  await page.getByRole('button', { name: 'Ask a Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a Staff' });
  await expect(dialog).toBeVisible();
  // Nothing chosen: the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Choose what your question is about')).toBeVisible();
  const question = `Is there nut in it? ${Date.now()}`;
  await dialog.getByRole('radio', { name: 'Allergens and ingredients' }).check();
  await dialog.getByRole('textbox', { name: 'Your question' }).fill(question);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sent — a barista will answer here')).toBeVisible();

  // Live on the barista's queue, with the product.
  const call = barista.locator('[data-help-call-id]').filter({ hasText: question });
  await expect(call).toBeVisible({ timeout: 5000 });
  await expect(call).toContainText('About Caffe Latte');
  await call.getByRole('textbox', { name: 'Your answer' }).fill('No nuts: only milk and espresso.');
  await call.getByRole('button', { name: 'Send' }).click();
  await expect(call).toBeHidden();

  // Live where the customer asked, and still there after a reload.
  await expect(page.getByText('A barista answered')).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('No nuts: only milk and espresso.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No nuts: only milk and espresso.')).toBeVisible();

  await customerContext.close();
  await baristaContext.close();
});
