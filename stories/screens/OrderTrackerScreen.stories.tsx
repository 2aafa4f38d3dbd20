import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_PRICE_RATES, orderTotals } from '../../src/domain/pricing';
import { OrderTrackerScreen, type TrackedOrder } from '../../src/screens/OrderTrackerScreen';
import { cupImage, glassImage, plateImage } from '../fixtures/images';
import { sampleOrderLines } from '../fixtures/orders';
import { estimatedReadyAt, timesUpTo } from '../fixtures/tracking';
import {
  expectLoadingScreen,
  expectPendingButton,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  skeletonPieces,
} from '../support/expectations';
import { customerFrame, phone } from './frames';
import { offersTryAgain, pressesTryAgain } from '../support/statusStories';

const dineInLines = sampleOrderLines.slice(0, 2);

/** Order #12, dine in, paid at 14:02 and third in the queue. */
const paidOrder: TrackedOrder = {
  id: 12,
  status: 'paid',
  deliveryMethod: 'dine in',
  deliveryTime: null,
  createdAt: '2026-11-24T07:01:00.000Z',
  times: timesUpTo('paid'),
  queuePosition: 3,
  estimatedReadyAt,
  lines: dineInLines,
  totals: orderTotals(
    dineInLines.map((line) => line.price),
    'dine in',
    DEFAULT_PRICE_RATES,
  ),
};

const at = (step: 'paid' | 'preparing' | 'ready' | 'done', more: Partial<TrackedOrder> = {}): TrackedOrder => ({
  ...paidOrder,
  status: step,
  times: timesUpTo(step),
  queuePosition: step === 'paid' ? 3 : step === 'preparing' ? 1 : null,
  estimatedReadyAt: step === 'paid' || step === 'preparing' ? estimatedReadyAt : null,
  ...more,
});

const meta = {
  title: 'Screens/Customer/Order tracker',
  component: OrderTrackerScreen,
  args: {
    status: 'ready',
    order: paidOrder,
    connection: 'live',
    notificationPermission: 'default',
    onEnableNotifications: fn(),
    onOrderAgain: fn(),
    onRetry: fn(),
  },
  decorators: [customerFrame('history')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderTrackerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const progress = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Where your order is' });

async function expectCurrentStep(canvasElement: HTMLElement, label: string) {
  const current = progress(canvasElement).querySelector('[aria-current="step"]');
  await expect(current).toHaveTextContent(`${label}, current step`);
}

export const PaidInQueue: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Order #12', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Placed November 24, 2026, 14:01')).toBeVisible();
    await expectCurrentStep(canvasElement, 'Paid');
    await expect(canvas.getByText('3rd in the queue · ready about 14:25')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    const delivery = canvas.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toHaveTextContent('Dine In');
    await expect(delivery).toHaveTextContent('As soon as possible');
    const summary = canvas.getByRole('region', { name: 'What you ordered' });
    await expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'All your orders' })).toHaveAttribute('href', '/cust/history');
  },
};

/** This order issued the customer's member card: the tracker says so at the top, with a way to the card. */
export const NewMemberCard: Story = {
  // A pictured page with one part added: one picture, light at 360 px (docs/decisions/0028).
  tags: ['variant'],
  args: { newMemberCard: { points: 25, href: '/cust/profile#member-card' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have a member card now')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your member card' })).toHaveAttribute(
      'href',
      '/cust/profile#member-card',
    );
  },
};

export const Preparing: Story = {
  args: { order: at('preparing') },
  play: async ({ canvas, canvasElement }) => {
    await expectCurrentStep(canvasElement, 'Preparing');
    await expect(canvas.getByText('1st in the queue · ready about 14:25')).toBeVisible();
  },
};

export const Ready: Story = {
  args: { order: at('ready') },
  play: async ({ canvas, canvasElement }) => {
    await expectCurrentStep(canvasElement, 'Ready');
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('Order #12 is ready');
    await expect(notice).toHaveTextContent('collect it at the counter');
    // Nothing left to wait for: no queue line, no offer to notify.
    await expect(canvas.queryByText(/in the queue/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
  },
};

export const Collected: Story = {
  args: { order: at('done') },
  play: async ({ canvas, canvasElement }) => {
    await expectCurrentStep(canvasElement, 'Collected');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Order again' })).toBeVisible();
  },
};

/** Paid for 17:30 and not in the queue yet: it says when it is scheduled for, not a place it does not have. */
export const ScheduledOrder: Story = {
  args: {
    order: at('paid', {
      deliveryMethod: 'take away',
      deliveryTime: '2026-11-24T17:30',
      queuePosition: null,
      estimatedReadyAt: '2026-11-24T10:30:00.000Z',
    }),
  },
  play: async ({ canvas }) => {
    const delivery = canvas.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toHaveTextContent('Pick Up');
    await expect(delivery).toHaveTextContent('November 24, 2026, 17:30');
    await expect(canvas.getByText('Scheduled for 17:30')).toBeVisible();
    await expect(canvas.queryByText(/in the queue/)).not.toBeInTheDocument();
  },
};

export const HomeDelivery: Story = {
  args: {
    order: at('preparing', {
      deliveryMethod: 'home delivery',
      deliveryTime: '2026-11-24T15:00',
      address: 'Jl. Kemang Raya 12, Jakarta Selatan',
      lines: sampleOrderLines,
      totals: orderTotals(
        sampleOrderLines.map((line) => line.price),
        'home delivery',
        DEFAULT_PRICE_RATES,
      ),
    }),
  },
  play: async ({ canvas }) => {
    const delivery = canvas.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toHaveTextContent('Home Delivery');
    await expect(delivery).toHaveTextContent('Jl. Kemang Raya 12, Jakarta Selatan');
    await expect(canvas.getByText(/^Delivered/)).toBeVisible();
  },
};

export const HomeDeliveryReady: Story = {
  args: { order: at('ready', { deliveryMethod: 'home delivery', address: 'Jl. Braga 5, Bandung' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/on its way/);
  },
};

export const WaitingForPayment: Story = {
  args: {
    order: { ...paidOrder, status: 'new order', times: timesUpTo('paid'), queuePosition: null, estimatedReadyAt: null },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(progress(canvasElement).querySelector('[aria-current]')).toBeNull();
    await expect(canvas.getByText('This order is waiting for payment.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/cust/cart');
  },
};

/** Paid through a provider that still waits for the money: the payment page shows how to pay. */
export const WaitingForTheProviderOnAPhone: Story = {
  args: {
    order: {
      ...paidOrder,
      status: 'new order',
      times: timesUpTo('paid'),
      queuePosition: null,
      estimatedReadyAt: null,
      payment: { state: 'pending', amount: paidOrder.totals.total },
    },
  },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Waiting for payment\. This page moves on by itself/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See how to pay' })).toHaveAttribute('href', '/cust/cart');
  },
};

/** Cash on delivery: the order is in the kitchen, and the tracker says how much cash to have ready. */
export const CashToPayOnAPhone: Story = {
  args: {
    order: at('preparing', {
      deliveryMethod: 'home delivery',
      address: 'Jl. Braga 5, Bandung',
      payment: { state: 'due', amount: 58000 },
    }),
  },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expectCurrentStep(canvasElement, 'Preparing');
    await expect(canvas.getByText('Have IDR 58.000 in cash ready for the courier.')).toBeVisible();
  },
};

/** The shop cancelled a paid order: why, and that the money went back; no steps to follow. */
export const CancelledAndRefunded: Story = {
  args: {
    order: at('paid', {
      status: 'cancelled',
      queuePosition: null,
      estimatedReadyAt: null,
      cancelReason: 'Out of oat milk',
      payment: { state: 'refunded', amount: paidOrder.totals.total },
    }),
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('Order #12 was cancelled');
    await expect(notice).toHaveTextContent('The shop cancelled it: “Out of oat milk”.');
    await expect(notice).toHaveTextContent('IDR 126.500 was refunded to you.');
    await expect(canvas.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Order again' })).toBeVisible();
  },
};

export const NotPaidInTimeOnAPhone: Story = {
  args: {
    order: at('paid', {
      status: 'cancelled',
      queuePosition: null,
      estimatedReadyAt: null,
      cancelReason: 'not paid in time',
      payment: { state: 'expired', amount: paidOrder.totals.total },
    }),
  },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('It was not paid in time.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nothing was charged.');
  },
};

export const Reconnecting: Story = {
  args: { connection: 'reconnecting', order: at('preparing') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Reconnecting to the shop/);
  },
};

export const Offline: Story = {
  args: { connection: 'offline', order: at('preparing') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/You are offline/);
  },
};

const longLines = Array.from({ length: 9 }, (_, index) => ({
  id: 100 + index,
  name:
    index === 0
      ? 'Iced Brown Sugar Oat Milk Shaken Espresso with an Extra Shot and Cinnamon Cold Foam'
      : (['Hazelnut Latte', 'Pinky Promise', 'Chicken Wings'] as const)[index % 3]!,
  image: [cupImage('#a9744f'), glassImage('#f29bb5'), plateImage('#c8702a')][index % 3]!,
  qty: (index % 4) + 1,
  size: (['R', 'L', 'XL', '250'] as const)[index % 4]!,
  price: 30000 * ((index % 4) + 1),
}));

export const LongOrder: Story = {
  args: {
    order: at('preparing', {
      id: 123456,
      queuePosition: 23,
      lines: longLines,
      totals: orderTotals(
        longLines.map((line) => line.price),
        'dine in',
        DEFAULT_PRICE_RATES,
      ),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order #123456', level: 1 })).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'What you ordered' })).getAllByRole('listitem'),
    ).toHaveLength(9);
    await expect(canvas.getByText('23rd in the queue · ready about 14:25')).toBeVisible();
  },
};

export const NotificationsAllowed: Story = {
  args: { notificationPermission: 'granted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We will send you a notification when it is ready.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
  },
};

export const NotificationsBlocked: Story = {
  args: { notificationPermission: 'denied' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/send you a notification/)).not.toBeInTheDocument();
  },
};

export const NotificationsUnsupported: Story = {
  // Looks exactly like NotificationsBlocked, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { notificationPermission: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
  },
};

export const AsksForNotifications: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when it’s ready' }));
    await expect(args.onEnableNotifications).toHaveBeenCalledTimes(1);
  },
};

export const OrdersAgain: Story = {
  tags: ['interaction'],
  args: { order: at('done') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order again' }));
    await expect(args.onOrderAgain).toHaveBeenCalledWith({ orderId: 12 });
  },
};

export const OrderingAgain: Story = {
  args: { order: at('done'), isOrderingAgain: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Order again/ });
    await expectPendingButton(button, 'Putting it in your cart');
  },
};

/** What pressing does in the ordering again state, which rests in its own story. */
export const OrderingAgainIgnoresPresses: Story = {
  tags: ['interaction'],
  args: OrderingAgain.args,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Order again/ });
    await userEvent.click(button);
    await expect(args.onOrderAgain).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', order: null },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading your order');
    // The tracker's four steps and what was ordered.
    const skeleton = await expectSkeletonShape(canvasElement, 'order-tracker');
    await expect(skeletonPieces(skeleton, 'step')).toHaveLength(4);
    await expect(skeletonPieces(skeleton, 'item')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Your order', level: 1 })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', order: null },
  play: offersTryAgain(),
};

/** What pressing does in the error state, which rests in its own story. */
export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(),
};

export const NotFound: Story = {
  args: { status: 'notFound', order: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No such order')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/cust/history');
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  args: { order: at('ready') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const PhoneWidthLongOrder: Story = {
  globals: phone,
  args: LongOrder.args,
  play: async ({ canvasElement }) => {
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const TabletWidth: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { order: at('preparing') },
  play: async ({ canvasElement }) => {
    await expectCurrentStep(canvasElement, 'Preparing');
  },
};

/** The tracker in Bahasa Indonesia (the toolbar's language): the heading, the date as Indonesians write it, the delivery. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Pesanan #12', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Dipesan 24 November 2026, 14:01')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Posisi pesananmu' })).toBeVisible();
    const delivery = canvas.getByRole('region', { name: 'Pengantaran' });
    await expect(delivery).toHaveTextContent('Makan di Tempat');
    await expect(delivery).toHaveTextContent('Secepatnya');
    await expect(canvas.getByRole('button', { name: 'Pesan lagi' })).toBeVisible();
  },
};

/** "Need help?" asked about this order, answered live (docs/product.md, "Help calls"). */
export const HelpCallAnswered: Story = {
  args: {
    help: {
      call: { id: 9, topic: 'order', message: 'Can it be extra hot?', reply: 'Sure, it will be extra hot.' },
      dialog: null,
      onAsk: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Need help?' })).toBeVisible();
    await expect(canvas.getByText('A barista answered')).toBeVisible();
    await expect(canvas.getByText('Sure, it will be extra hot.')).toBeVisible();
  },
};

export const AsksForHelp: Story = {
  tags: ['interaction'],
  args: { help: { call: null, dialog: null, onAsk: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Need help?' }));
    await expect(args.help?.onAsk).toHaveBeenCalledTimes(1);
  },
};
