import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderListScreen, type OrderFilter, type OrderListItem } from '../../src/screens/OrderListScreen';
import { adminFrame, phone } from './frames';
import {
  expectLoadingScreen,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  skeletonPieces,
} from '../support/expectations';
import { offersTryAgain, pressesTryAgain, restsOnNotFound } from '../support/statusStories';

const waiting: OrderListItem[] = [
  {
    id: 31,
    deliveryMethod: 'home delivery',
    status: 'paid',
    total: 86000,
    createdAt: '2026-11-22T06:30:00Z',
    deliveryTime: '2026-11-22T09:00:00Z',
    username: 'sari',
  },
  {
    id: 30,
    deliveryMethod: 'take away',
    status: 'preparing',
    total: 44000,
    createdAt: '2026-11-21T09:05:00Z',
    deliveryTime: '2026-11-21T09:05:00Z',
    username: 'budi.santoso',
  },
  {
    id: 29,
    deliveryMethod: 'dine in',
    status: 'ready',
    total: 22000,
    createdAt: '2026-11-20T12:45:00Z',
    deliveryTime: null,
    username: null,
  },
];

const many: OrderListItem[] = Array.from({ length: 10 }, (_, index) => ({
  id: 120 - index,
  deliveryMethod: (['dine in', 'take away', 'home delivery'] as const)[index % 3]!,
  status: 'done',
  total: 22000 + index * 11000,
  createdAt: `2026-11-2${index % 4}T0${index % 10}:15:00Z`,
  deliveryTime: null,
  username: `customer.${index}`,
}));

/** The order rows, top to bottom (the admin bar has list items of its own). */
const rowsIn = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-order-id]')];

const meta = {
  title: 'Screens/Admin/Order list',
  component: OrderListScreen,
  args: {
    status: 'ready',
    orders: waiting,
    filter: 'waiting',
    onDetail: fn(),
    onRetry: fn(),
    onFilterChange: fn(),
    onSearch: fn(),
    onPageChange: fn(),
  },
  decorators: [adminFrame('orders')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'All Order' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    const rows = rowsIn(canvasElement);
    await expect(within(rows[0]!).getByText('Home Delivery')).toBeVisible();
    await expect(within(rows[0]!).getByText('Paid')).toBeVisible();
    await expect(within(rows[0]!).getByText('IDR 86.000')).toBeVisible();
    await expect(within(rows[0]!).getByText('16:00')).toBeVisible();
    await expect(within(rows[0]!).getByText('November 22, 2026, 13:30')).toBeVisible();
    await expect(within(rows[1]!).getByText('Preparing')).toBeVisible();
    await expect(within(rows[1]!).getByText('Now')).toBeVisible();
    await expect(within(rows[2]!).getByText('Ready')).toBeVisible();
  },
};

/** What pressing does in the filled state, which rests in its own story. */
export const FilledOpensADetail: Story = {
  tags: ['interaction'],
  args: Filled.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'DETAIL' })[1]!);
    await expect(args.onDetail).toHaveBeenCalledWith({ orderId: 30 });
  },
};

/** Choosing a status tab asks for that status (the app keeps it in the address). */
export const ChoosingAStatus: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Done' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ filter: 'done' });
  },
};

/** The tabs follow the chosen status, as the app does with the address. */
export const SwitchingStatuses: Story = {
  tags: ['interaction'],
  render: function Render(args) {
    const [filter, setFilter] = useState<OrderFilter>('waiting');
    return (
      <OrderListScreen
        {...args}
        filter={filter}
        orders={filter === 'done' ? many.slice(0, 2) : waiting}
        onFilterChange={({ filter: next }) => setFilter(next)}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Done' }));
    await expect(canvas.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
    // Each done row's badge reads Collected or Delivered, as the customer's history does.
    await expect(canvas.getAllByText(/^(Collected|Delivered)$/)).toHaveLength(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
  },
};

export const DoneOrders: Story = {
  args: { filter: 'done', orders: many.slice(0, 3) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(rowsIn(canvasElement)[0]!).getByText(/^(Collected|Delivered)$/)).toBeVisible();
  },
};

/** A done order is found by its number or its customer. */
export const Searching: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Find an order' });
    await userEvent.type(field, ' 118 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: '118' });
  },
};

export const SearchResult: Story = {
  args: { filter: 'all', search: '118', orders: many.slice(2, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Find an order' })).toHaveValue('118');
    await expect(canvas.getByText('#118')).toBeVisible();
  },
};

export const NoSearchResult: Story = {
  args: { filter: 'all', search: 'zzz', orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No order matches “zzz”')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders waiting')).toBeVisible();
  },
};

export const EmptyReady: Story = {
  args: { orders: [], filter: 'ready' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing ready for pickup')).toBeVisible();
  },
};

export const EmptyDone: Story = {
  args: { orders: [], filter: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No done orders yet')).toBeVisible();
  },
};

/** The API sends no username for a deleted or guest account: the row says 'Customer', never a blank. */
export const MissingUsername: Story = {
  args: { orders: [waiting[2]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dine In')).toBeVisible();
    await expect(canvas.getByText('Customer')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'DETAIL' })).toHaveAccessibleDescription(/Customer/);
  },
};

/** A full page with older orders after it: the page bar moves between pages. */
export const ManyOrders: Story = {
  args: { filter: 'done', orders: many, page: 2, hasNextPage: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'DETAIL' })).toHaveLength(10);
    await expect(canvas.getByText('Page 2')).toBeVisible();
  },
};

/** What pressing does in the many orders state, which rests in its own story. */
export const ManyOrdersPages: Story = {
  tags: ['interaction'],
  args: ManyOrders.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Older orders' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 3 });
    await userEvent.click(canvas.getByRole('button', { name: 'Newer orders' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 1 });
  },
};

export const LastPage: Story = {
  args: { filter: 'done', orders: many.slice(0, 4), page: 3, hasNextPage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Older orders' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading orders');
    // Rows of orders, one under another, as the list draws them.
    const skeleton = await expectSkeletonShape(canvasElement, 'order-list');
    const rows = skeletonPieces(skeleton, 'row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]!.getBoundingClientRect().top).toBeGreaterThan(rows[0]!.getBoundingClientRect().bottom);
    await expect(canvas.queryByRole('button', { name: 'DETAIL' })).not.toBeInTheDocument();
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

/** A 404 for the list: the not-found note where the rows were, with no retry. */
export const NotFound: Story = {
  args: { status: 'notFound' },
  play: restsOnNotFound(async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'All Order' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'DETAIL' })).not.toBeInTheDocument();
  }),
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: 'DETAIL' })).toHaveLength(3);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const PhoneWidthManyOrders: Story = {
  args: { filter: 'done', orders: many, page: 2, hasNextPage: true },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(6);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** The list in Bahasa Indonesia: title, status tabs, rows with rupiah and Indonesian dates. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Semua Pesanan' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Menunggu' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Cari pesanan' })).toBeVisible();
  },
};
