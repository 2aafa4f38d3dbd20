import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDetailScreen } from '../../src/screens/OrderDetailScreen';
import { sampleOrderLines, sampleOrderTotals } from '../fixtures/orders';
import { adminFrame, phone } from './frames';
import {
  expectLoadingScreen,
  expectPendingButton,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  skeletonPieces,
  rest,
} from '../support/expectations';
import { offersTryAgain, pressesTryAgain } from '../support/statusStories';

const meta = {
  title: 'Screens/Admin/Order detail',
  component: OrderDetailScreen,
  args: {
    status: 'ready',
    order: {
      id: 31,
      status: 'paid',
      deliveryMethod: 'home delivery',
      deliveryTime: '2026-11-24T08:00:00.000Z',
      createdAt: '2026-11-24T03:10:00.000Z',
      times: { paidAt: '2026-11-24T03:12:00.000Z', preparingAt: null, readyAt: null, doneAt: null },
      customer: { name: 'sari', address: 'Jl. Kemang Raya 12, Jakarta Selatan', phone: '081234567890' },
      paymentMethodId: '1',
      paymentState: 'paid',
      lines: sampleOrderLines,
      totals: sampleOrderTotals,
    },
    onMarkDone: fn(),
    onRetry: fn(),
    onCancelOrder: fn(),
  },
  decorators: [adminFrame('orders')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop cancels a paid order: it must say why, and the customer's money goes back. */
export const CancelsAPaidOrderWithAReason: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByText('Payment: paid')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Cancel order 31?',
    });
    await expect(dialog).toHaveTextContent('refunded through the payment provider');
    // Focus starts on the safe choice.
    await expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(within(dialog).getByText('Say why the order is cancelled')).toBeVisible();
    await expect(args.onCancelOrder).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why/ }), 'Out of oat milk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(args.onCancelOrder).toHaveBeenCalledWith({ orderId: 31, reason: 'Out of oat milk' });
  },
};

export const CancellingOnAPhone: Story = {
  args: { isCancelling: true },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Cancel order 31?',
    });
    await expectPendingButton(within(dialog).getByRole('button', { name: /Cancel order/ }), 'Cancelling');
  },
};

export const CancelledOnAPhone: Story = {
  args: {
    order: {
      ...meta.args.order,
      status: 'cancelled',
      paymentState: 'refunded',
      cancelReason: 'Out of oat milk',
    },
  },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled: Out of oat milk')).toBeVisible();
    await expect(canvas.getByText('Payment: refunded')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Finish your customer order now!' })).toBeVisible();
    await expect(canvas.getByText('Card')).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // The method, the time wanted (shop time) and when it was paid; later steps not yet.
    const facts = canvas.getByRole('region', { name: 'Order #31' });
    await expect(within(facts).getByText('Home Delivery')).toBeVisible();
    await expect(within(facts).getByText('15:00')).toBeVisible();
    await expect(within(facts).getByText('Paid', { selector: '[data-status] *, [data-status]' })).toBeVisible();
    const steps = within(facts).getByRole('list', { name: 'Status times' });
    await expect(within(steps).getByText('November 24, 2026, 10:12')).toBeVisible();
    await expect(within(steps).getAllByText('Not yet')).toHaveLength(3);
  },
};

/** Mark As Done on an order still Paid asks first and names the steps it skips; Keep it changes nothing. */
export const MarkingDoneSkipsStepsAsksFirst: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark As Done' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Mark order #31 as done?' });
    await expect(dialog).toHaveTextContent(
      'It is still Paid: marking it done skips Preparing and Ready. Do it only when the customer already has their order.',
    );
    // Focus starts on the safe answer: a stray Enter keeps the order in the queue.
    await expect(within(dialog).getByRole('button', { name: 'Keep it in the queue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkDone).not.toHaveBeenCalled();
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Mark As Done' }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Mark As Done' }));
    await expect(args.onMarkDone).toHaveBeenCalledWith({ orderId: 31 });
  },
};

/** A barista on a paid order: no Cancel order, and why (only an admin refunds). */
export const RefundAdminOnly: Story = {
  args: { isRefundAdminOnly: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This order is paid: only an admin can cancel it and refund the money.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mark As Done' })).toBeEnabled();
  },
};

export const AlreadyDone: Story = {
  args: {
    order: {
      id: 28,
      status: 'done',
      deliveryMethod: 'dine in',
      deliveryTime: '2026-11-23T04:00:00.000Z',
      createdAt: '2026-11-23T04:00:00.000Z',
      times: {
        paidAt: '2026-11-23T04:01:00.000Z',
        preparingAt: '2026-11-23T04:03:00.000Z',
        readyAt: '2026-11-23T04:09:00.000Z',
        doneAt: '2026-11-23T04:15:00.000Z',
      },
      customer: { name: 'budi', address: 'Jl. Braga 5, Bandung', phone: '0822334455' },
      paymentMethodId: '3',
      lines: sampleOrderLines.slice(0, 1),
      totals: { subtotal: 90000, taxFee: 9000, shipping: 0, total: 99000 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark As Done' })).toBeDisabled();
    await expect(canvas.getByText('Dine In')).toBeVisible();
    await expect(canvas.getByText('Now')).toBeVisible();
    await expect(canvas.getByText('November 23, 2026, 11:15')).toBeVisible();
    await expect(canvas.queryByText('Not yet')).not.toBeInTheDocument();
  },
};

/** Ready and waiting at the counter: it can still be marked done in one step. */
export const Ready: Story = {
  args: {
    order: {
      id: 33,
      status: 'ready',
      deliveryMethod: 'take away',
      deliveryTime: null,
      createdAt: '2026-11-24T03:10:00.000Z',
      times: {
        paidAt: '2026-11-24T03:11:00.000Z',
        preparingAt: '2026-11-24T03:13:00.000Z',
        readyAt: '2026-11-24T03:18:00.000Z',
        doneAt: null,
      },
      customer: { name: 'agus', address: '', phone: '' },
      paymentMethodId: '2',
      lines: sampleOrderLines.slice(0, 1),
      totals: { subtotal: 90000, taxFee: 9000, shipping: 0, total: 99000 },
    },
  },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByText('Take Away')).toBeVisible();
    await expect(canvas.getByText('November 24, 2026, 10:18')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark As Done' }));
    await expect(args.onMarkDone).toHaveBeenCalledWith({ orderId: 33 });
    rest(canvasElement);
  },
};

export const Marking: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const done = canvas.getByRole('button', { name: /Mark As Done/ });
    await expectPendingButton(done, 'Marking as done');
    await userEvent.click(done);
    await expect(args.onMarkDone).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const Loading: Story = {
  args: { status: 'loading', order: null },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading the order');
    // The summary's order lines beside the facts and Mark As Done.
    const skeleton = await expectSkeletonShape(canvasElement, 'order-detail');
    await expect(skeletonPieces(skeleton, 'item')).toHaveLength(2);
    await expect(skeletonPieces(skeleton, 'button')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Mark As Done' })).not.toBeInTheDocument();
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

export const NoOrderChosen: Story = {
  args: { status: 'notFound', order: null, orderListHref: '/admin/bmanage-order' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No order chosen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      '/admin/bmanage-order',
    );
    await expect(canvas.queryByText(/check your connection/i)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Mark As Done' })).toBeVisible();
    await expect(canvas.getByText('TOTAL')).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** The detail in Bahasa Indonesia: the facts, Indonesian dates and Mark As Done. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Selesaikan pesanan pelangganmu sekarang!' })).toBeVisible();
    const facts = canvas.getByRole('region', { name: 'Pesanan #31' });
    await expect(within(facts).getByText('15:00')).toBeVisible();
    await expect(within(facts).getByText('24 November 2026, 10:12')).toBeVisible();
    await expect(within(facts).getAllByText('Belum')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Tandai Selesai' })).toBeEnabled();
  },
};
