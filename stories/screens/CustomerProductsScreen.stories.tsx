import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { GridProduct } from '../../src/components/ProductGrid';
import { CustomerProductsScreen } from '../../src/screens/CustomerProductsScreen';
import { coffees, foods, gridProductInIndonesian, gridProductOf, nonCoffees } from '../fixtures/products';
import { customerFrame, phone } from './frames';
import { closedOpensWednesday, pausedUntilThree, SHOP_NOW } from '../fixtures/shop';
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

const tenCoffees: GridProduct[] = Array.from({ length: 10 }, (_, index) => {
  const base = gridProductOf(coffees[index % coffees.length]!);
  return { ...base, id: 100 + index, name: index < coffees.length ? base.name : `${base.name} Special ${index}` };
});

const meta = {
  title: 'Screens/Customer/Products',
  component: CustomerProductsScreen<GridProduct>,
  args: {
    status: 'ready',
    category: 1,
    page: 1,
    products: tenCoffees,
    totalCount: 24,
    getProductHref: (product: GridProduct) => `/cust/product-d?id=${product.id}`,
    onCategoryChange: fn(),
    onPageChange: fn(),
    onClearSearch: fn(),
    onRetry: fn(),
  },
  decorators: [customerFrame('products')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CustomerProductsScreen<GridProduct>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    const main = canvas.getByRole('main');
    const productLinks = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/cust/product-d'));
    await expect(productLinks).toHaveLength(10);
    await expect(main).toHaveTextContent('Page 1 of 3');
    await userEvent.click(canvas.getByRole('tab', { name: 'Foods' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith({ categoryId: 3 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 2 });
    rest(canvasElement);
  },
};

export const Foods: Story = {
  args: { category: 3, products: foods.map(gridProductOf), totalCount: foods.length },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Foods' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: /Chicken Wings/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading products');
    // A page of product tiles in the list's own grid: a full first row, as the products will fill it.
    const skeleton = await expectSkeletonShape(canvasElement, 'product-grid');
    const tiles = skeletonPieces(skeleton, 'tile');
    await expect(tiles).toHaveLength(10);
    await expect(countInFirstRow(tiles)).toBe(gridColumnCount(tiles[0]!.parentElement!));
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

export const Empty: Story = {
  args: { products: [], totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products found')).toBeVisible();
  },
};

/** On an Indonesian page: the cards carry the shop's Indonesian names (Es Teh Lemon), English where it gave none. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  args: { category: 2, products: nonCoffees.map(gridProductInIndonesian), totalCount: nonCoffees.length },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Es Teh Lemon')).toBeVisible();
    await expect(canvas.getByText('Frappe Cokelat')).toBeVisible();
    await expect(canvas.queryByText('Lemon Tea')).not.toBeInTheDocument();
  },
};

export const SearchResults: Story = {
  args: { search: 'latte', products: coffees.slice(0, 2).map(gridProductOf), totalCount: 2 },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: /Results for “latte”/ })).toBeVisible();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClearSearch).toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Coffee' })).toBeVisible();
    const productLinks = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/cust/product-d'));
    await expect(productLinks).toHaveLength(10);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** The barista paused orders: the menu says so under its heading, with when they come back. */
export const OrdersPaused: Story = {
  // A pictured page with one part in another state: one picture, light at 360 px (docs/decisions/0028).
  tags: ['variant'],
  args: { shopStatus: { status: pausedUntilThree, now: SHOP_NOW } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Orders paused: Out of milk · back at 15:00');
  },
};

/** Closed until another day, on a 360 px phone: the line stays short and wraps inside the page. */
export const ClosedOnAPhone: Story = {
  args: { shopStatus: { status: closedOpensWednesday, now: SHOP_NOW } },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Closed · opens Wednesday 07:00');
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
