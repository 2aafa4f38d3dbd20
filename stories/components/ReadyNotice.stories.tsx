import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReadyNotice } from '../../src/components/ReadyNotice';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

const meta = {
  title: 'Components/Orders/ReadyNotice',
  component: ReadyNotice,
  args: { orderId: 12, deliveryMethod: 'dine in' },
} satisfies Meta<typeof ReadyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DineIn: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('Order #12 is ready');
    await expect(notice).toHaveTextContent('Your order is ready — collect it at the counter.');
  },
};

export const TakeAway: Story = {
  args: { deliveryMethod: 'take away', orderId: 407 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Order #407 is ready');
    await expect(canvas.getByRole('alert')).toHaveTextContent('collect it at the counter');
  },
};

export const HomeDelivery: Story = {
  args: { deliveryMethod: 'home delivery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/on its way/);
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(/counter/);
  },
};

export const PhoneWidth: Story = {
  args: { deliveryMethod: 'home delivery', orderId: 123456 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Order #123456 is ready');
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const TabletWidth: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
