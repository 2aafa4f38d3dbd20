import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { GridProduct } from '../../src/components/ProductGrid';
import { AdminProductsScreen } from '../../src/screens/AdminProductsScreen';
import { gridProductOf, nonCoffees } from '../fixtures/products';
import { staffFrame } from './frames';

/**
 * A barista's Menu availability (docs/product.md#staff): the admin's product list with its sold-out
 * switches only, no product editing; a card opens the product's page as customers see it. Under the
 * barista's own bar: Queue, Orders, Counter, Menu availability, and no Dashboard.
 */
const meta = {
  title: 'Screens/Staff/Menu availability',
  component: AdminProductsScreen<GridProduct>,
  args: {
    status: 'ready',
    category: 2,
    page: 1,
    products: nonCoffees.map((product, index) => ({ ...gridProductOf(product), soldOut: index === 0 })),
    totalCount: nonCoffees.length,
    isAvailabilityOnly: true,
    getProductHref: (product: GridProduct) => `/cust/product-d?id=${product.id}`,
    onSoldOutChange: fn(),
    onCategoryChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  decorators: [staffFrame('availability')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminProductsScreen<GridProduct>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Menu availability' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Add new product' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Pinky Promise/ })).toHaveAttribute('href', '/cust/product-d?id=21');
    await expect(canvas.getByRole('switch', { name: 'Sold out: Pinky Promise' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Menu availability' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
  },
};
