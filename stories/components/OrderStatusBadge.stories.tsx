import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatusBadge } from '../../src/components/OrderStatusBadge';
import { ORDER_STATUSES } from '../../src/domain/orderStatus';

const meta = {
  title: 'Components/Orders/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'paid', deliveryMethod: 'dine in' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForPayment: Story = {
  args: { status: 'new order' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for payment')).toBeVisible();
  },
};

export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid')).toBeVisible();
  },
};

export const Preparing: Story = {
  args: { status: 'preparing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preparing')).toBeVisible();
  },
};

export const Ready: Story = {
  args: { status: 'ready' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ready')).toBeVisible();
  },
};

export const Collected: Story = {
  args: { status: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Collected')).toBeVisible();
  },
};

export const Delivered: Story = {
  args: { status: 'done', deliveryMethod: 'home delivery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivered')).toBeVisible();
  },
};

/** Every status side by side, as History shows them down a list. */
export const AllStatuses: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-status]')).toHaveLength(5);
  },
};
