import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminNavBar } from '../../src/components/AdminNavBar';
import { DEFAULT_PRICE_RATES, orderTotals } from '../../src/domain/pricing';
import { OrderDetailScreen, type AdminOrder } from '../../src/screens/OrderDetailScreen';
import { OrderListScreen, type OrderListItem } from '../../src/screens/OrderListScreen';
import { sampleOrderLines } from '../fixtures/orders';

/** A paid order as the list shows it and as its detail shows it. */
interface FlowOrder {
  row: OrderListItem;
  detail: AdminOrder;
}

const order = (
  id: number,
  method: OrderListItem['deliveryMethod'],
  createdAt: string,
  username: string,
  address: string,
  paymentMethodId: AdminOrder['paymentMethodId'],
  lines: AdminOrder['lines'],
): FlowOrder => ({
  row: {
    id,
    deliveryMethod: method,
    status: 'paid',
    total: orderTotals(
      lines.map((line) => line.price),
      method,
      DEFAULT_PRICE_RATES,
    ).total,
    createdAt,
    deliveryTime: null,
    username,
  },
  detail: {
    id,
    status: 'paid',
    deliveryMethod: method,
    deliveryTime: null,
    createdAt,
    times: { paidAt: createdAt, preparingAt: null, readyAt: null, doneAt: null },
    customer: { name: username, address, phone: '081234567890' },
    paymentMethodId,
    lines,
    totals: orderTotals(
      lines.map((line) => line.price),
      method,
      DEFAULT_PRICE_RATES,
    ),
  },
});

const PAID_ORDERS: FlowOrder[] = [
  order(31, 'home delivery', '2026-11-22T06:30:00Z', 'sari', 'Jl. Kemang Raya 12, Jakarta', '1', sampleOrderLines),
  order(
    30,
    'take away',
    '2026-11-21T09:05:00Z',
    'budi.santoso',
    'Jl. Braga 5, Bandung',
    '3',
    sampleOrderLines.slice(0, 1),
  ),
  order(29, 'dine in', '2026-11-20T12:45:00Z', 'dewi', 'Jl. Malioboro 7, Yogyakarta', '2', sampleOrderLines.slice(1)),
];

type Step = { name: 'list' } | { name: 'detail'; orderId: number };

/**
 * The admin's order work with nothing but screen callbacks and in-memory state: the paid orders,
 * one order's detail, Mark As Done, and back to a list without it (through the nav bar's Orders).
 */
function AdminOrders() {
  const [step, setStep] = useState<Step>({ name: 'list' });
  const [orders, setOrders] = useState(PAID_ORDERS);
  const [done, setDone] = useState<AdminOrder[]>([]);

  const shown = step.name === 'detail' ? step.orderId : null;
  const detail =
    shown === null
      ? null
      : (orders.find((item) => item.detail.id === shown)?.detail ?? done.find((item) => item.id === shown) ?? null);

  return (
    <div
      className="flex flex-col gap-6"
      // The nav bar's links are plain links; in the flow, Orders goes back to the list in place.
      onClickCapture={(event) => {
        const link = (event.target as HTMLElement).closest('a');
        if (link?.getAttribute('href') !== '#orders') return;
        event.preventDefault();
        setStep({ name: 'list' });
      }}
    >
      <AdminNavBar active="orders" onSearch={() => {}} links={{ orders: '#orders' }} />
      <main className="mx-auto w-full max-w-6xl px-4">
        {step.name === 'list' ? (
          <OrderListScreen
            status="ready"
            orders={orders.map((item) => item.row)}
            onDetail={({ orderId }) => setStep({ name: 'detail', orderId })}
          />
        ) : (
          <OrderDetailScreen
            status={detail ? 'ready' : 'notFound'}
            order={detail}
            onMarkDone={({ orderId }) => {
              const marked = orders.find((item) => item.detail.id === orderId)!;
              setDone((list) => [...list, { ...marked.detail, status: 'done' }]);
              setOrders((list) => list.filter((item) => item.detail.id !== orderId));
            }}
          />
        )}
      </main>
    </div>
  );
}

const meta = {
  title: 'Flows/Admin orders',
  component: AdminOrders,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Order list → DETAIL → Mark As Done → back to the list, where the done order is gone. */
export const ListToDetailToDone: Story = {
  tags: ['interaction'],
  play: async ({ canvas, step }) => {
    await step('The list shows the three paid orders', async () => {
      await expect(canvas.getByRole('heading', { name: 'All Order' })).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: 'DETAIL' })).toHaveLength(3);
      await expect(canvas.getByText('budi.santoso')).toBeVisible();
    });

    await step('DETAIL opens budi.santoso’s pick-up order', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: 'DETAIL' })[1]!);
      await expect(await canvas.findByRole('heading', { name: 'Finish your customer order now!' })).toBeVisible();
      const delivery = canvas.getByRole('region', { name: 'Delivery' });
      await expect(within(delivery).getByText('budi.santoso')).toBeVisible();
      await expect(within(delivery).getByText('Jl. Braga 5, Bandung')).toBeVisible();
      await expect(canvas.getByText('Cash on delivery')).toBeVisible();
      await expect(
        within(canvas.getByRole('region', { name: 'Order Summary' })).getByText('Hazelnut Latte'),
      ).toBeVisible();
    });

    await step('Mark As Done: it asks first, as the order is not ready; then it reads done for good', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Mark As Done' }));
      const confirm = await within(document.body).findByRole('alertdialog', { name: /as done\?$/ });
      await expect(confirm).toHaveTextContent(/marking it done skips/);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Mark As Done' }));
      await expect(await canvas.findByText('This order is already done.')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Mark As Done' })).toBeDisabled();
    });

    await step('Orders in the nav bar: the list has the two orders still waiting', async () => {
      // On a narrow canvas the sections sit in the phone menu.
      if (canvas.queryAllByRole('link', { name: 'Orders' }).length === 0) {
        await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
      }
      await userEvent.click(canvas.getAllByRole('link', { name: 'Orders' })[0]!);
      await expect(await canvas.findByRole('heading', { name: 'All Order' })).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: 'DETAIL' })).toHaveLength(2);
      await expect(canvas.queryByText('budi.santoso')).not.toBeInTheDocument();
      await expect(canvas.getByText('sari')).toBeVisible();
      await expect(canvas.getByText('dewi')).toBeVisible();
    });
  },
};
