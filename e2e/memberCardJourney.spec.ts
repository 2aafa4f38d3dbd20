import { bearer, checkout, confirmPayment, findProduct } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/browser';
import { expect, test } from './support/fixtures';

/** A phone, as most customers order. */
const PHONE = { width: 360, height: 740 };

/**
 * The member card the landing promises, as a new customer meets it (docs/product.md, "Member card"):
 * an order of IDR 200.000 or more, paid, issues the card, the tracker says so and the profile shows it;
 * ten points buy one Regular drink free in the cart; cancelling that order gives the points back.
 */
test('a qualifying order issues the card, its points buy a free drink, and a cancel gives them back', async ({
  page,
  customer,
}) => {
  const card = async () => {
    const response = await page.request.get('/api/user/member-card', { headers: bearer(customer.token) });
    return response.status() === 404
      ? null
      : ((await response.json()) as { data: { number: string; points: number } }).data;
  };
  const cappuccino = await findProduct(page.request, 'Cappuccino');
  expect(await card()).toBeNull();
  const qty = Math.ceil(200_000 / cappuccino.price);
  const orderId = await checkout(page.request, customer.token, [{ product_id: cappuccino.id, qty, size: 'R' }]);

  await page.setViewportSize(PHONE);
  await signIn(page, customer);
  await page.goto(`/cust/order?id=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByText('You have a member card now')).toHaveCount(0);
  // Paid (by card, the manual provider): the card is issued in the same step, and the open tracker says so live.
  await confirmPayment(page.request, customer.token, orderId);
  await expect(page.getByText('You have a member card now')).toBeVisible();
  const issued = (await card())!;
  expect(issued.points).toBeGreaterThanOrEqual(20);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'See your member card' }).click();
  await expect(page).toHaveURL(/\/cust\/profile#member-card$/);
  const shown = page.getByRole('region', { name: /Member card/ });
  await expect(shown).toContainText(issued.number.replace(/(.{4})(?=.)/g, '$1 '));
  await expect(page.getByText(`Earned on order #${orderId}`)).toBeVisible();

  // A Regular cappuccino in the dine-in cart, made free with ten points.
  await page.goto(`/cust/product-d?id=${cappuccino.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cust/cart');
  const free = page.getByRole('checkbox', { name: /Use 10 points: make this free/ });
  await free.check();
  await expect(page.getByText('Free drink (10 points)')).toBeVisible();
  await page
    .getByRole('button', { name: /^Checkout/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect.poll(async () => (await card())!.points).toBe(issued.points - 10);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toHaveCount(0);
  await expect.poll(async () => (await card())!.points).toBe(issued.points);
});
