import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductGrid, type GridProduct } from '../../src/components/ProductGrid';
import { allProducts as sampleProducts, gridProductOf } from '../fixtures/products';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

const allProducts = sampleProducts.map(gridProductOf);

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The catalogue's page of products: two columns on a phone, five on a desktop, skeleton cards while loading, a friendly empty message, or an error with Try again.",
  dos: [
    'Pass status and let the grid pick loading, error, empty or the cards.',
    'Offer a way forward in emptyHint (another category, clear the search).',
  ],
  donts: [
    "Don't show a spinner instead of the skeleton cards: they keep the layout still.",
    "Don't page inside the grid: Pagination goes under it.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves from card to card (each is one link), or to Try again on error.' },
    { key: 'Enter', does: 'Opens the focused product.' },
  ],
  screenReader: [
    { part: 'Grid', role: 'list', announced: 'How many products on the page.' },
    { part: 'Loading', role: 'status "Loading products"', announced: 'Once; the skeleton cards are hidden.' },
    { part: 'Error', role: 'alert', announced: "'Products unavailable' and the message." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Catalogue/ProductGrid',
  tags: ['status:stable'],
  component: ProductGrid<GridProduct>,
  parameters: { guide },
  args: {
    status: 'ready',
    products: allProducts.slice(0, 10),
    getHref: (product: GridProduct) => `/cust/product-d?id=${product.id}`,
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductGrid<GridProduct>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(10);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    const pinky = canvas.getByRole('link', { name: 'Pinky Promise' });
    await expect(pinky).toHaveAttribute('href', '/cust/product-d?id=21');
    await userEvent.click(pinky);
    await expect(args.onOpen).toHaveBeenCalledWith({ productId: 21 });
    rest(canvasElement);
  },
};

/** The list answers each product's stock: one at 0 shows its card sold out, the others do not. */
export const WithASoldOutProduct: Story = {
  args: { products: [{ ...allProducts[0]!, stock: 0 }, ...allProducts.slice(1, 4)] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Sold out')).toHaveLength(1);
    const card = (name: string) => canvas.getByRole('link', { name }).closest('[data-product-id]');
    await expect(card(allProducts[0]!.name)).toHaveTextContent(/Sold out$/);
    await expect(card(allProducts[1]!.name)).not.toHaveTextContent(/Sold out/);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(
      canvasElement.querySelectorAll('[data-skeleton="product-grid"] [data-skeleton-piece="tile"]'),
    ).toHaveLength(10);
  },
};

export const Empty: Story = {
  args: { products: [], emptyHint: 'Try another category or search word.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products found')).toBeVisible();
    await expect(canvas.getByText('Try another category or search word.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', errorMessage: 'The products could not be loaded. Check your connection.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check your connection.');
  },
};

/** What pressing does in the error state, which rests in its own story. */
export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const longNames = allProducts
  .slice(0, 5)
  .map((product) => ({ ...product, name: `${product.name} with Extra Toppings, Whipped Cream and Caramel Drizzle` }));

export const LongNames: Story = {
  args: { products: longNames },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Hazelnut Latte with Extra Toppings, Whipped Cream and Caramel Drizzle' }),
    ).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(10);
    // Two columns on a 360px phone and nothing wider than the screen.
    const list = canvas.getByRole('list');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
