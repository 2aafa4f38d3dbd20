import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductCard } from '../../src/components/ProductCard';
import { coffees } from '../fixtures/products';

const latte = coffees[0]!;

const meta = {
  title: 'Components/Catalogue/ProductCard',
  component: ProductCard,
  args: {
    productId: latte.id,
    name: latte.name,
    price: latte.price,
    image: latte.images,
    href: '/cust/product-d?id=1',
  },
  decorators: [(Story) => <div className="w-48">{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Hazelnut Latte/ });
    await expect(link).toHaveAttribute('href', '/cust/product-d?id=1');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('IDR 40.000')).toBeVisible();
  },
};

export const OpensByKeyboard: Story = {
  args: { onOpen: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith({ productId: 1 });
  },
};

export const NoImage: Story = { args: { image: null } };

export const LongName: Story = {
  args: { name: 'Iced Caramel Hazelnut Oat Milk Latte with an Extra Espresso Shot' },
};
