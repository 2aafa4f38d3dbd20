import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReadyNotice } from '../../src/components/ReadyNotice';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The tracker's notice once the order is ready: 'Order #12 is ready' and what to do now (collect it, or wait for the courier).",
  dos: [
    "Pass the order's deliveryMethod: it decides what the notice asks the customer to do.",
    'Render it only once the order is ready, so it is announced then.',
  ],
  donts: [
    "Don't keep it mounted before the order is ready and only reveal it: the alert is announced on appearing.",
    "Don't show a second 'ready' message beside it.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    {
      part: 'Notice',
      role: 'alert',
      announced: "At once, wherever the reader is: 'Order #12 is ready' and what to do; the bell is hidden.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Orders/ReadyNotice',
  tags: ['status:beta'],
  component: ReadyNotice,
  parameters: { guide },
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
