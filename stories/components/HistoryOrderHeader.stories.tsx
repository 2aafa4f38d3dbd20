import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HistoryOrderHeader } from '../../src/components/HistoryOrderHeader';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage: "The top of one order in History: its number, status, date and total, with 'Track order' and 'Order again'.",
  dos: [
    "Pass headingId and label the order's region with it.",
    'Pass total as null when the shop did not send it: the date then stands alone.',
  ],
  donts: [
    "Don't put the order's lines in it: they follow under it.",
    "Don't word the status yourself: the badge says it in the customer's words.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to Track order, then Order again.' },
    { key: 'Enter', does: "On Track order: opens the order's tracker." },
    { key: 'Enter or Space', does: 'On Order again: raises onOrderAgain({ orderId }).' },
  ],
  screenReader: [
    { part: 'Number', role: 'heading level 2 "Order #12"', announced: 'The order number.' },
    { part: 'Status', role: 'text', announced: "The status in words, e.g. 'Preparing' or 'Waiting for payment'." },
    { part: 'Track order', role: 'link "Track order #12"', announced: 'Names the order it opens.' },
    { part: 'Order again', role: 'button "Order again (order #12)"', announced: 'Names the order it repeats.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Orders/HistoryOrderHeader',
  tags: ['status:beta'],
  component: HistoryOrderHeader,
  parameters: { guide },
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

/** Paid and in the queue: the kitchen has not started it yet. */
export const Paid: Story = {
  args: { status: 'paid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Track order #12' })).toBeVisible();
  },
};

/** Made and waiting at the counter. */
/** Cancelled by the customer, the shop, or for not being paid in time. */
export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Track order #12' })).toBeVisible();
  },
};

export const Ready: Story = {
  args: { status: 'ready' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ready', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Order again (order #12)' })).toBeVisible();
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
  tags: ['interaction'],
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
