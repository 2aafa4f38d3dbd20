import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeliveryNote } from '../../src/components/DeliveryNote';
import { PriceTag } from '../../src/components/PriceTag';

const meta = {
  title: 'Components/Catalogue/PriceTag',
  component: PriceTag,
  args: { amount: 40000 },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IDR 40.000')).toBeVisible();
  },
};

export const WithSize: Story = {
  args: { amount: 48000, sizeLabel: 'Extra Large', emphasis: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IDR 48.000')).toBeVisible();
    await expect(canvas.getByText('Extra Large')).toBeVisible();
  },
};

export const Large: Story = { args: { amount: 1250000, emphasis: true } };

export const Note: Story = {
  render: () => <DeliveryNote />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivery only Monday to Friday, 1–7 pm')).toBeVisible();
  },
};
