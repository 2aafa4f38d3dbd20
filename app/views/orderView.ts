import type { OrderSummaryLine } from '../../src/components/OrderSummary';
import type { KitchenTimes } from '../../src/domain/orderTracking';
import type { OrderTotals } from '../../src/domain/pricing';
import type { Order, Profile } from '../api/types';
import type { OrderAgainInput } from '../hooks/useOrderAgain';
import { menuText, orderedChoiceIn } from './menuText';

/**
 * An order's lines as the order summary shows them, named in the page's language (docs/product.md,
 * "Languages"): each line's price is what it cost.
 */
export function orderLines(order: Order | undefined, language: string): OrderSummaryLine[] {
  return (order?.order_details ?? []).map((line) => ({
    id: line.id,
    name: menuText(language, line.product.name, line.product.name_indonesian),
    image: line.product.images ?? '',
    qty: line.qty,
    size: line.size,
    price: line.price,
    options: line.options.map((option) => orderedChoiceIn(language, option)),
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

/**
 * What Order again needs of an old order: its method and, per line, the product (named in the page's
 * language), size and amount, and its choices in the English words it finds them by, each with the
 * words the dialog says it in.
 */
export function orderAgainInput(
  order: Pick<Order, 'delivery_method' | 'order_details'>,
  language: string,
): OrderAgainInput {
  return {
    deliveryMethod: order.delivery_method,
    lines: order.order_details.map((line) => ({
      productId: line.product.id,
      name: menuText(language, line.product.name, line.product.name_indonesian),
      size: line.size,
      qty: line.qty,
      options: line.options.map((option) => ({
        group: option.group,
        name: option.name,
        shown: orderedChoiceIn(language, option),
      })),
      note: line.note,
    })),
  };
}

/** When the order reached each kitchen step, in the screens' words. */
export function kitchenTimes(order: Pick<Order, 'paid_at' | 'preparing_at' | 'ready_at' | 'done_at'>): KitchenTimes {
  return { paidAt: order.paid_at, preparingAt: order.preparing_at, readyAt: order.ready_at, doneAt: order.done_at };
}
