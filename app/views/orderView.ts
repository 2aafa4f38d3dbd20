import type { OrderSummaryLine } from '../../src/components/OrderSummary';
import type { KitchenTimes } from '../../src/domain/orderTracking';
import type { OrderTotals } from '../../src/domain/pricing';
import type { Order, Profile } from '../api/types';
import type { OrderAgainInput } from '../hooks/useOrderAgain';

/** An order's lines as the order summary shows them: each line's price is what it cost. */
export function orderLines(order: Order | undefined): OrderSummaryLine[] {
  return (order?.order_details ?? []).map((line) => ({
    id: line.id,
    name: line.product.name,
    image: line.product.images ?? '',
    qty: line.qty,
    size: line.size,
    price: line.price,
    options: line.options,
    note: line.note,
  }));
}

/** An order's totals in the screens' words: the API's `tax_fee` is `taxFee`. */
export function orderTotals(order: Order | undefined): OrderTotals {
  return {
    subtotal: order?.subtotal ?? 0,
    taxFee: order?.tax_fee ?? 0,
    shipping: order?.shipping ?? 0,
    total: order?.total ?? 0,
  };
}

/** The name a person is addressed by: first and last name, else the username, else the email. */
export function displayName(person: Pick<Profile, 'first_name' | 'last_name' | 'username' | 'email'>): string {
  const full = [person.first_name, person.last_name].filter(Boolean).join(' ');
  return full || person.username || person.email;
}

/** What Order again needs of an old order: its method and, per line, the product, size and amount. */
export function orderAgainInput(order: Pick<Order, 'delivery_method' | 'order_details'>): OrderAgainInput {
  return {
    deliveryMethod: order.delivery_method,
    lines: order.order_details.map((line) => ({
      productId: line.product.id,
      name: line.product.name,
      size: line.size,
      qty: line.qty,
      options: line.options,
      note: line.note,
    })),
  };
}

/** When the order reached each kitchen step, in the screens' words. */
export function kitchenTimes(order: Pick<Order, 'paid_at' | 'preparing_at' | 'ready_at' | 'done_at'>): KitchenTimes {
  return { paidAt: order.paid_at, preparingAt: order.preparing_at, readyAt: order.ready_at, doneAt: order.done_at };
}
