import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatusBadge } from '../../src/components/OrderStatusBadge';
import { ORDER_STATUSES } from '../../src/domain/orderStatus';
import { colourDistance, contrastRatio } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "An order's status as a small chip in the customer's words (Waiting for payment, Paid, Preparing, Ready, Collected or Delivered). The words carry the status; the dot only repeats it.",
  dos: [
    "Pass the order's deliveryMethod so a finished home delivery reads Delivered.",
    'Place it beside the order number it belongs to.',
  ],
  donts: [
    "Don't rely on the dot's colour alone to tell statuses apart.",
    "Don't write your own status words: they come from the domain.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    { part: 'Badge', role: 'text', announced: "The status words, e.g. 'Waiting for payment'; the dot is hidden." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Orders/OrderStatusBadge',
  tags: ['status:beta'],
  component: OrderStatusBadge,
  parameters: { guide },
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

export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled')).toBeVisible();
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
    const badges = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-status]'));
    await expect(badges).toHaveLength(ORDER_STATUSES.length);
    // Each status its own colour in this story's theme, far apart (two browns a few shades apart read as
    // one), and each dot visible on its chip (3:1, WCAG 1.4.11).
    const dots = badges.map((badge) => getComputedStyle(badge.querySelector('[aria-hidden]')!).backgroundColor);
    for (const [index, dot] of dots.entries()) {
      for (const other of dots.slice(index + 1)) await expect(colourDistance(dot, other)).toBeGreaterThanOrEqual(60);
    }
    for (const [index, badge] of badges.entries()) {
      await expect(contrastRatio(dots[index]!, getComputedStyle(badge).backgroundColor)).toBeGreaterThanOrEqual(3);
    }
  },
};
