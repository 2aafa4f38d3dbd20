import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrderListScreen } from '../../src/screens/OrderListScreen';
import { adminFrame, phone } from './frames';
import { expectLoadingScreen, expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

const meta = {
  title: 'Screens/Admin/Order list',
  component: OrderListScreen,
  args: {
    status: 'ready',
    orders: [
      { id: 31, delivery_method: 'home delivery', createdAt: '2026-11-22T06:30:00Z', user: { username: 'sari' } },
      { id: 30, delivery_method: 'take away', createdAt: '2026-11-21T09:05:00Z', user: { username: 'budi.santoso' } },
      { id: 29, delivery_method: 'dine in', createdAt: '2026-11-20T12:45:00Z', user: { username: null } },
    ],
    onDetail: fn(),
    onRetry: fn(),
  },
  decorators: [adminFrame('orders')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'All Order' })).toBeVisible();
    await expect(canvas.getByText('Home Delivery')).toBeVisible();
    await expect(canvas.getByText('November 22, 2026, 13:30')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'DETAIL' })[1]!);
    await expect(args.onDetail).toHaveBeenCalledWith({ orderId: 30 });
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders waiting')).toBeVisible();
  },
};

/** The API sends no username for a deleted or guest account: the row says 'Customer', never a blank. */
export const MissingUsername: Story = {
  args: {
    orders: [{ id: 29, delivery_method: 'dine in', createdAt: '2026-11-20T12:45:00Z', user: { username: null } }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dine In')).toBeVisible();
    await expect(canvas.getByText('Customer')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'DETAIL' })).toHaveAccessibleDescription(/Customer/);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading orders');
    await expect(canvas.queryByRole('button', { name: 'DETAIL' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: 'DETAIL' })).toHaveLength(3);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
