import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentScreen } from '../../src/screens/PaymentScreen';
import { sampleOrderLines, sampleOrderTotals } from '../fixtures/orders';
import { customerFrame, phone } from './frames';

const meta = {
  title: 'Screens/Customer/Payment',
  component: PaymentScreen,
  args: {
    status: 'ready',
    lines: sampleOrderLines,
    totals: sampleOrderTotals,
    address: { name: 'Sari Wulandari', address: 'Jl. Kemang Raya 12, Jakarta Selatan', phone: '081234567890' },
    onConfirm: fn(),
    onRetry: fn(),
  },
  decorators: [customerFrame('cart')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(canvas.getByText('SUBTOTAL')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const address = canvas.getByRole('textbox', { name: 'Full address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'Jl. Sudirman 1, Jakarta');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Bank account/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and Pay' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      address: 'Jl. Sudirman 1, Jakarta',
      customer_phone: '081234567890',
      payment_method_id: '2',
    });
  },
};

export const NoPaymentMethod: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and Pay' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a payment method');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no order to pay')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Paying: Story = { args: { isPending: true } };

export const PhoneWidth: Story = { globals: phone };
