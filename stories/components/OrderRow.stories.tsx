import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderRow } from '../../src/components/OrderRow';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage: "A row of the admin's 'All Order' list: the delivery method, the customer, the created time and DETAIL.",
  dos: [
    "Pass createdAt as the API's ISO time: the row formats it.",
    "Pass 'Customer' (or the app's wording) when the account has no username.",
  ],
  donts: [
    "Don't make the whole row clickable: DETAIL is the one action.",
    "Don't put the order's lines in the row: they belong on the detail.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to DETAIL.' },
    { key: 'Enter or Space', does: 'On DETAIL: raises onDetail({ orderId }).' },
  ],
  screenReader: [
    {
      part: 'DETAIL',
      role: 'button "DETAIL"',
      announced: "The label, described by the row's method, customer and time, so each DETAIL is told apart.",
    },
    { part: 'Time', role: 'time', announced: 'The long date (e.g. November 22, 2026, 13:30).' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/OrderRow',
  tags: ['status:stable'],
  component: OrderRow,
  parameters: { guide },
  // 11:47 UTC is 18:47 in Jakarta, the shop's time.
  args: {
    orderId: 12,
    deliveryMethod: 'home delivery',
    username: 'zulaikha',
    createdAt: '2026-11-22T11:47:00.000Z',
    status: 'paid',
    total: 44000,
    deliveryTime: '2026-11-22T11:47:00.000Z',
    onDetail: fn(),
  },
} satisfies Meta<typeof OrderRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByText('Home Delivery')).toBeVisible();
    await expect(canvas.getByText('zulaikha')).toBeVisible();
    await expect(canvas.getByText('November 22, 2026, 18:47')).toBeVisible();
    await expect(canvas.getByText('#12')).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
    await expect(canvas.getByText('IDR 44.000')).toBeVisible();
    await expect(canvas.getByText('Now')).toBeVisible();
    const detail = canvas.getByRole('button', { name: 'DETAIL' });
    await expect(detail).toHaveAccessibleDescription(/Home Delivery/);
    await userEvent.click(detail);
    await expect(args.onDetail).toHaveBeenCalledWith({ orderId: 12 });
    rest(canvasElement);
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'DETAIL' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDetail).toHaveBeenCalledWith({ orderId: 12 });
  },
};

export const DineIn: Story = {
  args: { orderId: 13, deliveryMethod: 'dine in', username: 'budi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dine In')).toBeVisible();
  },
};

export const TakeAway: Story = {
  args: { orderId: 14, deliveryMethod: 'take away', username: 'sari' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Take Away')).toBeVisible();
  },
};

/** A scheduled order: wanted later the same day, shown as the time in the shop. */
export const Scheduled: Story = {
  args: { deliveryTime: '2026-11-23T07:00:00.000Z', createdAt: '2026-11-23T02:10:00.000Z', status: 'preparing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('14:00')).toHaveAttribute('datetime', '2026-11-23T07:00:00.000Z');
    await expect(canvas.getByText('Preparing')).toBeVisible();
  },
};

/** Wanted on another day: the whole date shows. */
export const ScheduledAnotherDay: Story = {
  args: { deliveryTime: '2026-11-24T06:00:00.000Z', status: 'paid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('November 24, 2026, 13:00')).toBeVisible();
  },
};

/** Every status reads as a word, the colour only repeats it. */
export const Statuses: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-3">
      {(['new order', 'paid', 'preparing', 'ready', 'done'] as const).map((status, index) => (
        <li key={status}>
          <OrderRow {...args} orderId={40 + index} status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, args }) => {
    for (const label of [
      'Waiting for payment',
      'Paid',
      'Preparing',
      'Ready',
      args.deliveryMethod === 'home delivery' ? 'Delivered' : 'Collected',
    ]) {
      await expect(canvas.getByText(label, { exact: true })).toBeVisible();
    }
  },
};

/** Placed but not paid yet: the row says so in words; the kitchen has nothing to do for it. */
/** Paid by QRIS through the provider: the method and what became of the money, beside the total. */
export const PaidByQris: Story = {
  args: { payment: { methodId: '4', state: 'paid' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('QRIS, paid')).toBeVisible();
  },
};

export const CashToCollect: Story = {
  args: { status: 'ready', deliveryMethod: 'home delivery', payment: { methodId: '3', state: 'due' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cash on delivery, cash to collect')).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled', { exact: true })).toBeVisible();
  },
};

export const WaitingForPayment: Story = {
  args: { status: 'new order' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for payment', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'DETAIL' })).toBeEnabled();
  },
};

/** Made and waiting to go out. */
export const Ready: Story = {
  args: { status: 'ready' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ready', { exact: true })).toBeVisible();
    await expect(canvas.getByText('#12')).toBeVisible();
  },
};

/** Finished: a home delivery reads Delivered. */
export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(canvas.queryByText('Ready', { exact: true })).not.toBeInTheDocument();
  },
};

const orders = (
  [
    { orderId: 21, deliveryMethod: 'home delivery', username: 'zulaikha', createdAt: '2026-11-22T11:47:00.000Z' },
    { orderId: 22, deliveryMethod: 'dine in', username: 'budi', createdAt: '2026-11-22T04:05:00.000Z' },
    { orderId: 23, deliveryMethod: 'take away', username: 'sari', createdAt: '2026-11-21T09:30:00.000Z' },
  ] as const
).map((order) => ({ ...order, status: 'paid' as const, total: 30000, deliveryTime: null }));

export const InAList: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => (
        <li key={order.orderId}>
          <OrderRow {...order} onDetail={args.onDetail} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, args, canvasElement }) => {
    const rows = canvas.getAllByRole('listitem');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'DETAIL' }));
    await expect(args.onDetail).toHaveBeenCalledWith({ orderId: 22 });
    await expect(within(rows[2]!).getByText('November 21, 2026, 16:30')).toBeVisible();
    rest(canvasElement);
  },
};

/** A customer who never set a username: the row says so instead of leaving a gap. */
export const MissingUsername: Story = {
  args: { username: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No username')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'DETAIL' })).toHaveAccessibleDescription(/No username/);
  },
};

export const LongText: Story = {
  args: { username: 'raden.ayu.kartika.sari.dewi.puspitasari.the.regular.customer' },
  play: async ({ canvas }) => {
    const name = canvas.getByText('raden.ayu.kartika.sari.dewi.puspitasari.the.regular.customer');
    await expect(name).toBeVisible();
    await expectToWrapWithin(name);
    await expect(canvas.getByRole('button', { name: 'DETAIL' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('zulaikha')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'DETAIL' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
