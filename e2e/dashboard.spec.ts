import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { bearer, findProduct, newCustomer, paidOrder } from './support/api';
import { acknowledge, signIn } from './support/browser';
import { expect, test } from './support/fixtures';

/** The dashboard's figures as the API gives them (the last seven shop days by default). */
async function incomeTotal(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/order/income', { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  const { data } = (await response.json()) as { data: { income: number }[] };
  return data.reduce((sum, day) => sum + day.income, 0);
}

const idr = (amount: number) => `IDR ${amount.toLocaleString('id-ID')}`;

test.describe('dashboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows the real paid income, filters by period, downloads and shares the report', async ({
    page,
    request,
    admin,
  }) => {
    const customer = await newCustomer(request, 'dashboard');
    const espresso = await findProduct(request, 'Espresso');
    const orderId = await paidOrder(request, customer, [{ product_id: espresso.id, qty: 1, size: 'R' }]);
    await signIn(page, admin);

    // The chart's total is the income the server counts for the period (this worker's shop only).
    await page.goto('/admin/dashboard');
    await expect(page.getByText(/^IDR\s[\d.]+$/).first()).toHaveText(idr(await incomeTotal(request, admin.token)));
    await expect(page.getByRole('img', { name: /income/i }).first()).toBeVisible();

    // Download Report: a CSV of the period's paid orders, ours among them.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^coffee-shop-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('order_id,created_at,paid_at,customer,delivery_method,status,total_idr');
    expect(csv).toMatch(new RegExp(`\\r\\n${orderId},[^\\r\\n]*,dine in,paid,\\d+\\r\\n`));
    // The report's total is the chart's: the same orders, counted by when they were paid.
    expect(csv).toContain(`\r\ntotal,,,,,,${await incomeTotal(request, admin.token)}\r\n`);

    // Share Report: no share sheet on a desktop browser, so the link is copied.
    await page.getByRole('button', { name: 'Share Report' }).click();
    await acknowledge(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // A period long before the shop opened: nothing earned, and the period is in the address.
    await page.getByRole('textbox', { name: 'From' }).fill('2020-01-01T00:00');
    await page.getByRole('textbox', { name: 'To' }).fill('2020-01-07T23:59');
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-07/);
    await expect(page.getByText('IDR 0', { exact: true }).first()).toBeVisible();
  });
});
