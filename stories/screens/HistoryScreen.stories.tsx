import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryScreen } from '../../src/screens/HistoryScreen';
import { historyOrders, unpaidHistoryOrder } from '../fixtures/orders';
import { customerFrame, phone } from './frames';
import {
  expectLoadingScreen,
  expectPendingButton,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  skeletonPieces,
} from '../support/expectations';
import { offersTryAgain, pressesTryAgain, restsOnNotFound } from '../support/statusStories';

const meta = {
  title: 'Screens/Customer/History',
  component: HistoryScreen,
  args: { status: 'ready', orders: historyOrders, onDelete: fn(), onRetry: fn(), onOrderAgain: fn() },
  decorators: [customerFrame('history')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Let’s see what you have bought!' })).toBeVisible();
    // Everything here is bought: no section waiting for payment.
    await expect(canvas.queryByRole('heading', { name: 'Waiting for payment' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expect(canvas.getByText('0 of 4 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const OrdersWithStatusAndTotal: Story = {
  // Looks exactly like Filled, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  play: async ({ canvas }) => {
    // Each order: its number, date, total and status, its lines below.
    const newest = canvas.getByRole('region', { name: 'Order #33' });
    await expect(within(newest).getByRole('heading', { name: 'Order #33' })).toBeVisible();
    await expect(newest).toHaveTextContent('November 24, 2026, 14:01');
    await expect(newest).toHaveTextContent('IDR 121.000');
    await expect(newest).toHaveTextContent('Preparing');
    await expect(within(newest).getAllByRole('checkbox')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'Order #32' })).toHaveTextContent('Ready');
    const oldest = canvas.getByRole('region', { name: 'Order #31' });
    await expect(oldest).toHaveTextContent('Delivered');
    await expect(oldest).toHaveTextContent('November 20, 2026, 18:15');
  },
};

export const OpensTheTracker: Story = {
  // Looks exactly like Filled, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Track order #33' })).toHaveAttribute('href', '/cust/order?id=33');
    await expect(canvas.getByRole('link', { name: 'Track order #31' })).toHaveAttribute('href', '/cust/order?id=31');
  },
};

export const OrdersAgain: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order again (order #31)' }));
    await expect(args.onOrderAgain).toHaveBeenCalledWith({ orderId: 31 });
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeletesTwoOrders: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Pinky Promise/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Chicken Wings/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Delete/ }));
    await expect(args.onDelete).toHaveBeenCalledWith({ ids: [102, 103] });
  },
};

export const SelectsAllAndDeletes: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
    await expect(canvas.getByRole('button', { name: 'Unselect All' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Delete/ }));
    await expect(args.onDelete).toHaveBeenCalledWith({ ids: [101, 102, 103, 104] });
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing here yet/)).toBeVisible();
  },
};

export const WaitingForPayment: Story = {
  args: { orders: [unpaidHistoryOrder, ...historyOrders] },
  play: async ({ canvas }) => {
    const waiting = canvas.getByRole('region', { name: 'Waiting for payment' });
    await expect(within(waiting).getByRole('heading', { name: 'Waiting for payment' })).toBeVisible();
    await expect(within(waiting).getByText('Caramel Macchiato')).toBeVisible();
    await expect(within(waiting).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/cust/cart');
    // The bought list is the one under the page heading; the unpaid line is not in it, nor selectable.
    const bought = canvas.getByRole('region', { name: 'Let’s see what you have bought!' });
    await expect(within(bought).queryByText('Caramel Macchiato')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox', { name: /Caramel Macchiato/ })).not.toBeInTheDocument();
    await expect(within(bought).getAllByRole('checkbox')).toHaveLength(4);
    // Select All takes only the bought lines.
  },
};

/** What pressing does in the waiting for payment state, which rests in its own story. */
export const WaitingForPaymentSelectsOnlyBought: Story = {
  tags: ['interaction'],
  args: WaitingForPayment.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Delete/ }));
    await expect(args.onDelete).toHaveBeenCalledWith({ ids: [101, 102, 103, 104] });
  },
};

export const OnlyWaitingForPayment: Story = {
  args: { orders: [unpaidHistoryOrder] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting for payment' })).toBeVisible();
    // Nothing is bought yet, so the history says so, as an empty one does.
    await expect(canvas.getByText(/Nothing here yet/)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading your history');
    // Orders, each a group of bought items, as the history groups them.
    const skeleton = await expectSkeletonShape(canvasElement, 'history');
    const groups = Array.from(skeleton.querySelectorAll<HTMLElement>('[data-skeleton-group]'));
    await expect(groups).toHaveLength(2);
    for (const group of groups) await expect(skeletonPieces(group, 'item').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: offersTryAgain(),
};

/** What pressing does in the error state, which rests in its own story. */
export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(),
};

/** A 404 for the history: the heading stays, the not-found note replaces the orders, with no retry. */
export const NotFound: Story = {
  args: { status: 'notFound' },
  play: restsOnNotFound(async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Let’s see what you have bought!' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  }),
};

export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: /Delete/ });
    await expectPendingButton(remove, 'Deleting');
    await expect(canvas.getByRole('button', { name: 'Select All' })).toBeDisabled();
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const TabletWidth: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: /Track order/ })).toHaveLength(3);
  },
};

export const WaitingForPaymentPhoneWidth: Story = {
  args: { orders: [unpaidHistoryOrder, ...historyOrders] },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Pay now' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** History in Bahasa Indonesia (the toolbar's language), with the order waiting for payment. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  args: { orders: [unpaidHistoryOrder, ...historyOrders] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Yuk, lihat apa saja yang sudah kamu beli!' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Menunggu pembayaran' })).toBeVisible();
    await expect(canvas.getByText('0 dari 4 dipilih')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hapus' })).toBeDisabled();
  },
};
