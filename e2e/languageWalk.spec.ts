import { findProduct } from './support/api';
import { expect, test } from './support/fixtures';
import { openRoute, ROUTES } from './support/routes';
import { pageTexts, untranslatedPatterns } from './support/untranslated';

const PATTERNS = untranslatedPatterns();

/**
 * Every route in Bahasa Indonesia, as an Indonesian browser opens it: once its content has loaded,
 * no text on the page is an English message of the catalogue (docs/decisions/0020-lingui.md).
 */
test.describe('every route in Bahasa Indonesia', () => {
  test.use({ locale: 'id-ID' });

  test('the patterns catch an English message and pass its Indonesian words', () => {
    const catches = (text: string) => PATTERNS.some((pattern) => pattern.test(text));
    expect(catches('Your Cart')).toBe(true);
    expect(catches('Keranjangmu')).toBe(false);
  });

  test('a product page says the shop’s Indonesian name, description and choices, and the app starts on it cleanly', async ({
    page,
    request,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /drawn again|hydrat/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const { id } = await findProduct(request, 'Lemon Tea');
    const [tea] = (await (await request.get(`/api/products/${id}`)).json()).result;
    expect(tea.description_indonesian).toBeTruthy();

    await page.goto(`/cust/product-d?id=${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1, name: 'Es Teh Lemon' })).toBeVisible();
    await expect(page.getByText(tea.description_indonesian, { exact: true })).toBeVisible();
    await expect(page.getByText(tea.description, { exact: true })).toHaveCount(0);
    await expect(page.getByText('Sedikit gula', { exact: true })).toBeVisible();
    // The app has started: its buttons come alive (disabled until then, docs/architecture.md "Drawn pages").
    await expect(page.getByRole('button', { name: 'Tambah ke Keranjang' })).toBeEnabled();
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
  });

  for (const route of ROUTES) {
    test(`${route.role} ${route.path}`, async ({ page, request }) => {
      await openRoute(page, request, route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      await expect(page.getByRole('heading').first()).toBeVisible();
      // Loaded: no skeleton, nothing busy, the same for a moment (data may follow the first draw).
      await expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);
      await page.waitForTimeout(500);
      await expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);
      const english = (await pageTexts(page)).filter((text) => PATTERNS.some((pattern) => pattern.test(text)));
      expect(english, `English left on ${page.url()}`).toEqual([]);
    });
  }
});
