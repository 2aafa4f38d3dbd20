import { expect, test } from './support/fixtures';
import { newestMailTo } from './support/outbox';

/** The shop speaks the browser's language on a first visit, switches in one press and remembers it (docs/decisions/0020-lingui.md). */
test.describe('the shop’s language', () => {
  test('an Indonesian browser gets the landing in Bahasa Indonesia, only its own words loaded', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'id-ID' });
    const page = await context.newPage();
    const words: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/words-/.test(request.url())) words.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Awali Harimu dengan Kopi dan Makanan Enak');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    const nav = page.getByRole('navigation', { name: 'Utama' });
    await expect(nav.getByRole('link', { name: 'Masuk', exact: true })).toHaveAttribute('href', '/auth/login');
    await expect(page.getByRole('contentinfo')).toContainText('Buat akun');
    // The frame's and the landing's words, in Indonesian only.
    expect(words.length).toBeGreaterThan(0);
    for (const path of words) expect(path).toMatch(/\/assets\/words-id-/);
    await context.close();
  });

  test('the switch changes the language at once, and the choice outlives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start Your Day with Coffee and Good Meals');
    const toIndonesian = page.getByRole('button', { name: 'ID · Bahasa Indonesia' });
    await expect(toIndonesian).toHaveAttribute('lang', 'id');
    await toIndonesian.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Awali Harimu dengan Kopi dan Makanan Enak');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Awali Harimu dengan Kopi dan Makanan Enak');
    await page.getByRole('button', { name: 'EN · English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start Your Day with Coffee and Good Meals');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('in Indonesian the login page speaks it too, its words loaded with its code', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'id-ID' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('contentinfo')).toContainText('Jelajahi');
    await context.close();
  });

  test('the reset mail comes in the language chosen on the site, not the browser’s', async ({ page, customer }) => {
    await page.goto('/auth/forgot');
    await page.getByRole('button', { name: 'ID · Bahasa Indonesia' }).click();
    await page.getByLabel('Alamat email').fill(customer.email);
    await page.getByRole('button', { name: 'Kirim' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cek email kamu sekarang' })).toBeVisible();
    const mail = await newestMailTo(customer.email);
    expect(mail).toMatch(/^Subject: Atur ulang password Coffee Shop-mu/m);
  });
});
