import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueueTicket } from '../../src/components/QueueTicket';
import { DEFAULT_THRESHOLDS } from '../../src/domain/kitchenTickets';
import { QUEUE_NOW, ticketOf } from '../fixtures/queue';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

const meta = {
  title: 'Components/Ordering/QueueTicket',
  component: QueueTicket,
  args: { ticket: ticketOf(42), now: QUEUE_NOW, thresholds: DEFAULT_THRESHOLDS, onAdvance: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QueueTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = {
  args: { ticket: { ...ticketOf(42), since: new Date(QUEUE_NOW.getTime() - 2 * 60_000).toISOString() } },
  play: async ({ canvas }) => {
    const ticket = canvas.getByRole('article', { name: '#42 Budi' });
    await expect(ticket).toHaveAttribute('data-urgency', 'fresh');
    await expect(within(ticket).getByText('Take Away')).toBeVisible();
    await expect(within(ticket).getByText(/As soon as possible/)).toBeVisible();
    await expect(within(ticket).getByText('2 min')).toBeVisible();
    await expect(within(ticket).getByText(/Pinky Promise/)).toBeVisible();
    await expect(within(ticket).getByText('(Regular)')).toBeVisible();
    await expect(within(ticket).queryByText('Late')).not.toBeInTheDocument();
  },
};

export const Late: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-urgency', 'late');
    await expect(canvas.getByText('Late')).toBeVisible();
    await expect(canvas.getByText('6 min')).toBeVisible();
  },
};

export const Critical: Story = {
  args: { ticket: ticketOf(41) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-urgency', 'critical');
    await expect(canvas.getByText('Critical')).toBeVisible();
    await expect(canvas.getByText('2×')).toBeVisible();
    await expect(canvas.getByText(/Hazelnut Latte/)).toBeVisible();
  },
};

export const Scheduled: Story = {
  args: { ticket: ticketOf(43) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Home Delivery')).toBeVisible();
    // 08:10 UTC is 15:10 in Jakarta.
    await expect(canvas.getByText('15:10')).toBeVisible();
    await expect(canvas.getByText(/For/)).toBeVisible();
  },
};

export const New: Story = {
  args: { isNew: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-new', 'true');
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

export const Preparing: Story = {
  args: { ticket: ticketOf(39) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark order 39 ready' })).toBeVisible();
  },
};

export const Ready: Story = {
  args: { ticket: ticketOf(37) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Order 37 collected' })).toBeVisible();
    // A ready order waits for its customer, not the kitchen: never late.
    await expect(canvas.getByRole('article')).toHaveAttribute('data-urgency', 'fresh');
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Start order 42/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onAdvance).not.toHaveBeenCalled();
  },
};

export const TapToStart: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start order 42' }));
    await expect(args.onAdvance).toHaveBeenCalledWith({ orderId: 42, status: 'preparing' });
  },
};

export const KeyboardToStart: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start order 42' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdvance).toHaveBeenCalledWith({ orderId: 42, status: 'preparing' });
    await userEvent.keyboard(' ');
    await expect(args.onAdvance).toHaveBeenCalledTimes(2);
  },
};

export const Phone: Story = {
  args: { ticket: ticketOf(41) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
