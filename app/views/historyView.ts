import type { HistoryOrder } from '../../src/screens/HistoryScreen';
import { groupByOrder } from '../../src/domain/splitHistory';
import type { Answer } from '../api/client';
import { menuText, orderedChoiceIn } from './menuText';

type HistoryLines = Answer<'/api/history', 'get'>['data'];
type MyOrders = Answer<'/api/order/mine', 'get'>['data'];

/**
 * History's orders: the lines the customer keeps (`GET history`) under their order, with the order's
 * status, total and method from `GET order/mine` (which the event stream keeps current). An order
 * `order/mine` did not list (older than its page) keeps its lines' status and shows no total.
 */
export function historyOrders(lines: HistoryLines, mine: MyOrders | undefined, language: string): HistoryOrder[] {
  const orders = new Map((mine ?? []).map((order) => [order.id, order]));
  const grouped = groupByOrder(lines.map((line) => ({ ...line, orderId: line.order_id })));
  return grouped.map(({ orderId, lines: orderLines }) => {
    const first = orderLines[0]!;
    const order = orders.get(orderId);
    return {
      id: orderId,
      status: order?.status ?? first.status,
      createdAt: order?.createdAt ?? first.createdAt,
      total: order?.total ?? null,
      deliveryMethod: order?.delivery_method ?? null,
      lines: orderLines.map((line) => ({
        id: line.id,
        // Named in the page's language (docs/product.md, "Languages").
        name: menuText(language, line.product.name, line.product.name_indonesian),
        image: line.product.images ?? '',
        // The unit price this line was bought at; the card shows it times qty.
        price: Math.round(line.price / Math.max(line.qty, 1)),
        qty: line.qty,
        size: line.size,
        options: line.options.map((option) => orderedChoiceIn(language, option)),
        note: line.note,
      })),
    };
  });
}
