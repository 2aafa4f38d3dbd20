import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HistoryOrderHeader } from '../../src/components/HistoryOrderHeader';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

const meta = {
  title: 'Components/Orders/HistoryOrderHeader',
  component: HistoryOrderHeader,
  args: {
    orderId: 12,
    createdAt: '2026-11-24T07:01:00.000Z',
    total: 121000,
    status: 'preparing',
    deliveryMethod: 'dine in',
    trackHref: '/cust/order?id=12',
    onOrderAgain: fn(),
  },
} satisfies Meta<typeof HistoryOrderHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preparing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order #12' })).toBeVisible();
    await expect(canvas.getByText('November 24, 2026, 14:01')).toBeVisible();
    await expect(canvas.getByText('IDR 121.000')).toBeVisible();
    await expect(canvas.getByText('Preparing')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Track order #12' })).toHaveAttribute('href', '/cust/order?id=12');
  },
};

export const Collected: Story = {
  args: { status: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Collected')).toBeVisible();
  },
};

/** An order whose total the shop did not send: the date stands alone. */
export const WithoutTotal: Story = {
  args: { total: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/IDR/)).not.toBeInTheDocument();
  },
};

export const OrdersAgain: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order again (order #12)' }));
    await expect(args.onOrderAgain).toHaveBeenCalledWith({ orderId: 12 });
  },
};

export const PhoneWidth: Story = {
  args: { orderId: 123456, total: 1250000, status: 'new order' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Waiting for payment')).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
