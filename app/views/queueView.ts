import type { QueueTicketView } from '../../src/components/QueueTicket';
import { ticketOptionWords } from '../../src/domain/options';
import type { Answer } from '../api/client';

type QueueOrder = Answer<'/api/order/queue', 'get'>['data'][number];

/** A delivery time this much after payment is a time the customer chose, not "as soon as possible". */
const SCHEDULED_AFTER_MS = 60_000;

/**
 * Each order's view, kept while the order is the same object: the query keeps an order that did not
 * change the same object across refetches (structural sharing), so its ticket keeps the same props
 * and, memoised, is not drawn again when another order moves (docs/benchmarks.md, "A rush hour").
 */
const views = new WeakMap<QueueOrder, QueueTicketView>();

/** An order of `GET order/queue` as a ticket on the board. */
export function queueTicket(order: QueueOrder): QueueTicketView {
  let view = views.get(order);
  if (!view) {
    view = ticketOf(order);
    views.set(order, view);
  }
  return view;
}

function ticketOf(order: QueueOrder): QueueTicketView {
  const wanted = order.delivery_time ? Date.parse(order.delivery_time) : Number.NaN;
  const paid = order.paid_at ? Date.parse(order.paid_at) : Number.NaN;
  const isScheduled = wanted - paid > SCHEDULED_AFTER_MS;
  return {
    id: order.id,
    status: order.status,
    name: order.name,
    deliveryMethod: order.delivery_method,
    requestedTime: isScheduled ? order.delivery_time : null,
    since: order.due_at,
    lines: order.order_details.map((line) => ({
      id: line.id,
      name: line.product.name,
      size: line.size,
      qty: line.qty,
      optionWords: ticketOptionWords(line.options),
      note: line.note,
    })),
    cashDue: order.cash_due,
    deliverTo: order.address ? { address: order.address, phone: order.customer_phone ?? '' } : null,
  };
}
