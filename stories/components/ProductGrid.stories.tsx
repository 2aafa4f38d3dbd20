import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductGrid } from '../../src/components/ProductGrid';
import { allProducts, type SampleProduct } from '../fixtures/products';

const meta = {
  title: 'Components/Catalogue/ProductGrid',
  component: ProductGrid<SampleProduct>,
  args: {
    status: 'ready',
    products: allProducts.slice(0, 10),
    getHref: (product: SampleProduct) => `/cust/product-d?id=${product.id}`,
    onOpen: fn(),
  },
} satisfies Meta<typeof ProductGrid<SampleProduct>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('link', { name: /Pinky Promise/ }));
    await expect(args.onOpen).toHaveBeenCalledWith({ productId: 21 });
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { products: [], emptyHint: 'Try another category or search word.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products found')).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    products: allProducts
      .slice(0, 4)
      .map((product) => ({ ...product, name: `${product.name} with Extra Toppings and Whipped Cream` })),
  },
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
