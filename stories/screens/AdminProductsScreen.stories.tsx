import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { GridProduct } from '../../src/components/ProductGrid';
import { AdminProductsScreen } from '../../src/screens/AdminProductsScreen';
import { gridProductOf, nonCoffees } from '../fixtures/products';
import { adminFrame, phone } from './frames';
import {
  countInFirstRow,
  expectLoadingScreen,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  gridColumnCount,
  skeletonPieces,
  rest,
} from '../support/expectations';
import { offersTryAgain, pressesTryAgain } from '../support/statusStories';

const meta = {
  title: 'Screens/Admin/Products',
  component: AdminProductsScreen<GridProduct>,
  args: {
    status: 'ready',
    category: 2,
    page: 1,
    products: nonCoffees.map(gridProductOf),
    totalCount: nonCoffees.length,
    addProductHref: '/admin/add-product',
    getProductHref: (product: GridProduct) => `/admin/edit-product?id=${product.id}`,
    onCategoryChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  decorators: [adminFrame('products')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminProductsScreen<GridProduct>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Add new product' })).toHaveAttribute('href', '/admin/add-product');
    await expect(canvas.getByRole('link', { name: /Pinky Promise/ })).toHaveAttribute(
      'href',
      '/admin/edit-product?id=21',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Coffee' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith({ categoryId: 1 });
    rest(canvasElement);
  },
};

export const Empty: Story = {
  args: { products: [], totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products found')).toBeVisible();
    await expect(canvas.getByText('New products for this category are on their way.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add new product' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading products');
    // A page of product tiles in the list's own grid: a full first row, as the products will fill it.
    const skeleton = await expectSkeletonShape(canvasElement, 'product-grid');
    const tiles = skeletonPieces(skeleton, 'tile');
    await expect(tiles).toHaveLength(10);
    await expect(countInFirstRow(tiles)).toBe(gridColumnCount(tiles[0]!.parentElement!));
    await expect(canvas.queryByRole('link', { name: /Pinky Promise/ })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: offersTryAgain(),
};

/** What pressing does in the error state, which rests in its own story. */
export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(),
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Add new product' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Pinky Promise/ })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** The product list in Bahasa Indonesia. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Produk', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tambah produk baru' })).toBeVisible();
  },
};

/** Each card's "Sold out" switch: Pinky Promise is off the menu for now, its card says so in words. */
export const WithSoldOut: Story = {
  args: {
    products: nonCoffees.map((product, index) => ({ ...gridProductOf(product), soldOut: index === 0 })),
    onSoldOutChange: fn(),
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('switch');
    await expect(first).toHaveAccessibleName(/^Sold out: /);
    await expect(first).toHaveAttribute('aria-checked', 'true');
    await expect(second).toHaveAttribute('aria-checked', 'false');
    const card = first!.closest('[data-product-id]') as HTMLElement;
    await expect(card).toHaveAttribute('data-sold-out', 'true');
    // Sold out in words on the card, not colour alone: the card's note and the switch's own words.
    await expect(card).toHaveTextContent(/Sold out.*Sold out/);
  },
};

/** One tap switches a product sold out; Space on the focused switch switches it too. */
export const SwitchSoldOut: Story = {
  tags: ['interaction'],
  args: WithSoldOut.args,
  play: async ({ canvas, args }) => {
    const pinky = canvas.getByRole('switch', { name: 'Sold out: Pinky Promise' });
    await userEvent.click(pinky);
    await expect(args.onSoldOutChange).toHaveBeenCalledWith({ productId: 21, soldOut: false });
    const [, second] = canvas.getAllByRole('switch');
    second!.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSoldOutChange).toHaveBeenLastCalledWith({ productId: expect.any(Number), soldOut: true });
  },
};

/** A switch the server refused: the card is back as it was and the page says why. */
export const SoldOutRefused: Story = {
  args: {
    ...WithSoldOut.args,
    soldOutError:
      'Matcha Latte could not be marked sold out, so it is still on sale. The shop could not be reached. Check your connection and try again.',
    onDismissSoldOutError: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/could not be marked sold out/);
  },
};
