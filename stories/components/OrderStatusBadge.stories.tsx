import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatusBadge } from '../../src/components/OrderStatusBadge';

const meta = {
  title: 'Components/Ordering/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'paid' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid')).toBeVisible();
  },
};

/** Every status as a word; the colour only repeats it. */
export const EveryStatus: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {(['new order', 'paid', 'preparing', 'ready', 'done'] as const).map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Not paid', 'Paid', 'Preparing', 'Ready', 'Done']) {
      await expect(canvas.getByText(label, { exact: true })).toBeVisible();
    }
  },
};
