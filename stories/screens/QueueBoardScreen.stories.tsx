import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DEFAULT_THRESHOLDS } from '../../src/domain/kitchenTickets';
import { QueueBoardScreen, type QueueMove } from '../../src/screens/QueueBoardScreen';
import { helpCalls } from '../fixtures/helpCalls';
import { QUEUE_NOW, queueTickets } from '../fixtures/queue';
import {
  countInFirstRow,
  expectLoadingScreen,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  skeletonPieces,
  rest,
} from '../support/expectations';
import { pressesTryAgain } from '../support/statusStories';

const meta = {
  title: 'Screens/Admin/Queue board',
  component: QueueBoardScreen,
  args: {
    status: 'ready',
    tickets: queueTickets,
    now: QUEUE_NOW,
    thresholds: DEFAULT_THRESHOLDS,
    connection: 'live',
    isShiftStarted: true,
    lastMove: null,
    adminHref: '/admin/dashboard',
    onThresholdsChange: fn(),
    onStartShift: fn(),
    onMove: fn(),
    onDismissMove: fn(),
    onDismissMoveError: fn(),
    onRetry: fn(),
  },
  // The app shows the board full screen, without the admin bar: the route gives it the page's main landmark.
  decorators: [
    (Story) => (
      <main className="min-h-dvh bg-surface">
        <Story />
      </main>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'tabletLandscape' } },
} satisfies Meta<typeof QueueBoardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvasElement: HTMLElement, name: RegExp) =>
  within(within(canvasElement).getByRole('region', { name }));

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Order queue', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Paid (3)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Preparing (1)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ready (1)' })).toBeVisible();
    await expect(column(canvasElement, /Paid/).getByRole('article', { name: '#41 Wulan' })).toBeVisible();
    await expect(column(canvasElement, /Ready/).getByRole('button', { name: 'Order 37 collected' })).toBeVisible();
    await expect(canvas.getByText('Critical')).toBeVisible();
    await expect(canvas.getByText('Sound on')).toBeVisible();
    // Three columns side by side on a tablet in landscape.
    const [paid, preparing] = canvas.getAllByRole('region');
    await expect(paid!.getBoundingClientRect().top).toBe(preparing!.getBoundingClientRect().top);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(1024);
  },
};

export const Empty: Story = {
  args: { tickets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders in the queue')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Paid (0)' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading the queue');
    // Three columns (new, preparing, ready), side by side from tablet width, each with tickets.
    const skeleton = await expectSkeletonShape(canvasElement, 'queue-board');
    const columns = Array.from(skeleton.querySelectorAll<HTMLElement>('[data-skeleton-group]'));
    await expect(columns).toHaveLength(3);
    if (skeleton.clientWidth >= 768) await expect(countInFirstRow(columns)).toBe(3);
    for (const column of columns) await expect(skeletonPieces(column, 'ticket').length).toBeGreaterThan(0);
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We could not load the queue/)).toBeVisible();
  },
};

/** What pressing does in the error state, which rests in its own story. */
export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(),
};

export const Offline: Story = {
  args: { connection: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Offline: new orders will appear when the connection is back/)).toBeVisible();
  },
};

export const Reconnecting: Story = {
  args: { connection: 'connecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Reconnecting/)).toBeVisible();
  },
};

export const BeforeTheShift: Story = {
  args: { isShiftStarted: false },
  play: async ({ canvas }) => {
    const start = canvas.getByRole('button', { name: 'Start shift' });
    await expect(start).toHaveAccessibleDescription(/chime for each new order/);
  },
};

/** What pressing does in the before the shift state, which rests in its own story. */
export const BeforeTheShiftStarts: Story = {
  tags: ['interaction'],
  args: BeforeTheShift.args,
  play: async ({ canvas, args }) => {
    const start = canvas.getByRole('button', { name: 'Start shift' });
    await userEvent.click(start);
    await expect(args.onStartShift).toHaveBeenCalled();
  },
};

export const NewArrival: Story = {
  args: { newTicketIds: [43] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: '#43 Sari' })).toHaveAttribute('data-new', 'true');
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

export const AfterAMove: Story = {
  args: { lastMove: { orderId: 39, status: 'preparing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order 39 moved to Preparing')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};

/** Undo brought a ticket back to Paid: the notice says so, with nothing further to undo. */
export const AfterAnUndo: Story = {
  args: { lastMove: { orderId: 39, status: 'paid' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order 39 moved to Paid')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  },
};

export const MoveRefused: Story = {
  args: { moveError: 'Cannot move an order from "ready" to "ready"' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cannot move an order from "ready" to "ready"')).toBeVisible();
  },
};

export const MovePending: Story = {
  args: { pendingTicketIds: [42] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Start order 42/ })).toHaveAttribute('data-pending', 'true');
  },
};

export const TapToMove: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark order 39 ready' }));
    await expect(args.onMove).toHaveBeenCalledWith({ orderId: 39, status: 'ready' });
  },
};

export const UndoAMove: Story = {
  tags: ['interaction'],
  args: { lastMove: { orderId: 39, status: 'ready' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.onMove).toHaveBeenCalledWith({ orderId: 39, status: 'preparing' });
    await expect(args.onDismissMove).toHaveBeenCalled();
  },
};

export const KeyboardAcrossTheBoard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('button', { name: 'Start order 41' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Start order 42' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Mark order 39 ready' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Order 37 collected' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith({ orderId: 41, status: 'preparing' });
  },
};

/** A ticket moved from the keyboard leaves its column: focus goes to the one that takes its place. */
export const KeyboardKeepsItsPlace: Story = {
  tags: ['interaction'],
  render: function Render(args) {
    const [tickets, setTickets] = useState(args.tickets);
    const [lastMove, setLastMove] = useState<QueueMove | null>(null);
    return (
      <QueueBoardScreen
        {...args}
        tickets={tickets.filter((ticket) => (ticket.status as string) !== 'done')}
        lastMove={lastMove}
        onDismissMove={() => setLastMove(null)}
        onMove={(move) => {
          args.onMove(move);
          setLastMove(move);
          setTickets((current) =>
            current.map((ticket) =>
              ticket.id === move.orderId ? { ...ticket, status: move.status as typeof ticket.status } : ticket,
            ),
          );
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Start order 41' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith({ orderId: 41, status: 'preparing' });
    await expect(canvas.getByRole('button', { name: 'Start order 42' })).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'Preparing (2)' })).toBeVisible();
    await expect(canvas.getByText('Order 41 moved to Preparing')).toBeVisible();
  },
};

export const SetAlertTimes: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Alert times' }));
    const late = canvas.getByRole('textbox', { name: 'Late after (minutes)' });
    const critical = canvas.getByRole('textbox', { name: 'Critical after (minutes)' });
    await expect(late).toHaveValue('5');
    await userEvent.clear(late);
    await userEvent.type(late, '3');
    await userEvent.clear(critical);
    await userEvent.type(critical, '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onThresholdsChange).toHaveBeenCalledWith({ thresholds: { lateMinutes: 3, criticalMinutes: 7 } });
    await expect(canvas.queryByRole('form', { name: 'Alert times' })).not.toBeInTheDocument();
  },
};

export const AlertTimesNotValid: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Alert times' }));
    const late = canvas.getByRole('textbox', { name: 'Late after (minutes)' });
    const critical = canvas.getByRole('textbox', { name: 'Critical after (minutes)' });
    await userEvent.clear(late);
    await userEvent.type(late, '8');
    await userEvent.clear(critical);
    await userEvent.type(critical, '8{Enter}');
    await expect(canvas.getByText('Critical must be later than late')).toBeVisible();
    await expect(critical).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(late);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Late must be a whole number of minutes from 1 to 720')).toBeVisible();
    await expect(args.onThresholdsChange).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const Phone: Story = {
  args: { isShiftStarted: false, connection: 'offline' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** The board in Bahasa Indonesia: headings, columns, urgency, ages in `mnt`, the ticket buttons. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Antrean pesanan', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dibayar (3)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Disiapkan (1)' })).toBeVisible();
    await expect(canvas.getByText('Kritis')).toBeVisible();
    await expect(canvas.getByText('12 mnt')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mulai pesanan 41' })).toBeVisible();
    await expect(column(canvasElement, /Siap/).getByText('Bawa Pulang')).toBeVisible();
  },
};

/** Customers' questions above the tickets (docs/product.md, "Help calls"). */
export const WithAHelpCall: Story = {
  args: { helpCalls: { calls: helpCalls.slice(0, 1), onReply: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Help calls (1)' })).toBeVisible();
    await expect(canvas.getByText('Is there nut in the brownie?')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Paid (3)' })).toBeVisible();
  },
};

/** Every call answered: the panel stays, saying none waits. */
export const HelpCallsAnswered: Story = {
  args: { helpCalls: { calls: [], onReply: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No questions waiting')).toBeVisible();
  },
};

export const RepliesToAHelpCall: Story = {
  tags: ['interaction'],
  args: { helpCalls: { calls: helpCalls.slice(0, 1), onReply: fn() } },
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your answer' }), 'Yes, walnuts');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.helpCalls?.onReply).toHaveBeenCalledWith({ id: 11, reply: 'Yes, walnuts' });
    rest(canvasElement);
  },
};

/** Orders paused: a banner across the board says why and until when, with Resume orders. */
export const OrdersPaused: Story = {
  args: {
    pauseOrders: {
      pause: { reason: 'Out of milk', until: '2026-11-23T15:30:00+07:00' },
      onPause: fn(),
      onResume: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Orders paused: Out of milk/).closest('p')).toHaveTextContent(
      'Orders paused: Out of milk · back at 15:30',
    );
    await expect(canvas.getByRole('button', { name: 'Resume orders' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pause orders' })).not.toBeInTheDocument();
  },
};

/** The barista pauses with a reason from the header, then resumes from the banner. */
export const PausesAndResumes: Story = {
  tags: ['interaction'],
  render: function Render(args) {
    const [pause, setPause] = useState<{ reason: string | null; until: string | null } | null>(null);
    return (
      <QueueBoardScreen
        {...args}
        pauseOrders={{
          pause,
          onPause: ({ reason }) => setPause({ reason, until: null }),
          onResume: () => setPause(null),
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause orders' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pause orders?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Too busy' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'until I resume' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Pause orders' }));
    await expect(await canvas.findByText('Orders paused: Too busy')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume orders' }));
    await expect(await canvas.findByRole('button', { name: 'Pause orders' })).toBeVisible();
  },
};
