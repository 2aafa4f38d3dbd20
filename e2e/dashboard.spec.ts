import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { bearer, findProduct, newCustomer, paidOrder } from './support/api';
import { acknowledge, signIn } from './support/browser';
import { expect, test } from './support/fixtures';
import { chooseDate } from './support/fields';

/** The dashboard's figures as the API gives them (the last seven shop days by default). */
async function incomeTotal(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/order/income', { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  const { data } = (await response.json()) as { data: { income: number }[] };
  return data.reduce((sum, day) => sum + day.income, 0);
}

const idr = (amount: number) => `IDR ${amount.toLocaleString('id-ID')}`;
const minutes = (value: number | null) => (value === null ? '—' : `${value}\u00a0min`);

interface Figures {
  orders: number;
  measured: number;
  median_minutes: number | null;
  p90_minutes: number | null;
  late: number;
}
interface PrepReport {
  late_after_minutes: number;
  period: Figures;
  days: (Figures & { date: string })[];
  takings: {
    date: string;
    card: number;
    bank_account: number;
    cash: number;
    qris: number;
    total: number;
    cash_due: number;
    orders: number;
  }[];
}

/** The dashboard's preparation report as the API gives it (the last seven shop days by default). */
async function prepReport(request: APIRequestContext, token: string): Promise<PrepReport> {
  const response = await request.get('/api/order/report', { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: PrepReport }).data;
}

/** Moves an order along the kitchen's steps as the barista does (`PATCH order/status`). */
async function move(request: APIRequestContext, token: string, orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const response = await request.patch('/api/order/status', {
      headers: bearer(token),
      data: { order_id: orderId, status },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

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
    // Only real figures: no invented cost or staff.
    await expect(page.getByText(/outcome/i)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Best Staff/ })).toHaveCount(0);

    // Download Report: a CSV of the period's paid orders, ours among them.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^coffee-shop-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('order_id,created_at,paid_at,customer,delivery_method,status,total_idr,items');
    // The last cell lists what was ordered: amount, product and size, with its choices.
    expect(csv).toMatch(new RegExp(`\\r\\n${orderId},[^\\r\\n]*,dine in,paid,\\d+,"?\\d+ × [^\\r\\n]+\\r\\n`));
    // The report's total is the chart's: the same orders, counted by when they were paid.
    expect(csv).toContain(`\r\ntotal,,,,,,${await incomeTotal(request, admin.token)},\r\n`);

    // Share Report: no share sheet on a desktop browser, so the link is copied.
    await page.getByRole('button', { name: 'Share Report' }).click();
    await acknowledge(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // A period long before the shop opened: nothing earned, and the period is in the address.
    // Year, month and day by the shop's own selects; each step keeps From before To.
    await chooseDate(page, 'From', '2020-01-01');
    await chooseDate(page, 'To', '2020-01-07');
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-07/);
    await expect(page.getByText('IDR 0', { exact: true }).first()).toBeVisible();
  });
});

test.describe('dashboard preparation times and takings', () => {
  test('shows the real paid→ready times once an order is ready, and downloads the takings as CSV', async ({
    page,
    request,
    admin,
  }) => {
    const customer = await newCustomer(request, 'prep');
    const espresso = await findProduct(request, 'Espresso');
    const orderId = await paidOrder(request, customer, [{ product_id: espresso.id, qty: 2, size: 'R' }]);
    await move(request, admin.token, orderId, 'preparing', 'ready');
    const report = await prepReport(request, admin.token);
    const today = report.days.at(-1)!;
    // The order just made counts: paid today, measured from paid to ready.
    expect(today.measured).toBeGreaterThanOrEqual(1);
    expect(today.median_minutes).not.toBeNull();

    await signIn(page, admin);
    await page.goto('/admin/dashboard');
    const stat = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
    await expect(stat('Paid orders')).toHaveText(String(report.period.orders));
    await expect(stat('Median preparation')).toHaveText(minutes(report.period.median_minutes));
    await expect(
      page.getByText(`90th percentile ${minutes(report.period.p90_minutes)}`, { exact: true }),
    ).toBeVisible();
    await expect(stat('Late orders')).toHaveText(String(report.period.late));
    await expect(page.getByRole('img', { name: /^Preparation time per day/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Preparation time per hour of day/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Orders per hour of day' })).toBeVisible();

    // Today's takings by payment method, newest day on top, as the server counts them.
    const takings = report.takings.at(-1)!;
    const row = page
      .getByRole('table', { name: /Takings by payment method/ })
      .getByRole('row')
      .nth(1);
    await expect(row.getByRole('rowheader')).toHaveText(takings.date);
    await expect(row.getByRole('cell')).toHaveText([
      idr(takings.card),
      idr(takings.bank_account),
      idr(takings.cash),
      idr(takings.qris),
      idr(takings.total),
      String(takings.orders),
    ]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^coffee-shop-takings-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await file.path())!, 'utf8')).split('\r\n');
    expect(csv[0]).toBe('date,card_idr,bank_account_idr,cash_idr,qris_idr,total_idr,cash_due_idr,orders');
    const keys = ['card', 'bank_account', 'cash', 'qris', 'total', 'cash_due', 'orders'] as const;
    expect(csv).toContain([takings.date, ...keys.map((key) => takings[key])].join(','));
    const sum = (key: (typeof keys)[number]) => report.takings.reduce((total, day) => total + day[key], 0);
    expect(csv).toContain(['total', ...keys.map(sum)].join(','));
    // Header, one row per day, the total row and the empty string after the last line end.
    expect(csv).toHaveLength(report.takings.length + 3);
  });
});
