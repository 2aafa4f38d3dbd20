import type { Language } from '../../src/domain/languages.ts';
import type { Mail } from '../adapters/mailer.ts';
import type { AppContext } from '../context.ts';
import { orderLines } from '../orders/orderDetail.ts';
import { optionSummary } from '../../src/domain/options.ts';
import { receiptMail } from './receiptMail.ts';

/**
 * Mails the receipt of a paid order to its customer, in the language they paid in, once the payment
 * committed. The receipt is read and written after the answer (the mailer's deliverLater, which
 * shutdown and the tests' outbox wait for): the provider's notification or the customer's confirm
 * waits for the money only (docs/benchmarks.md, "Settlements without reading every order").
 */
export function sendReceipt(ctx: AppContext, orderId: number, language: Language): void {
  ctx.mailer.deliverLater(() => receiptOf(ctx, orderId, language));
}

/** The receipt as the order stands: none for an order not paid. */
async function receiptOf(ctx: AppContext, orderId: number, language: Language): Promise<Mail | null> {
  const order = await ctx.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.paid_at',
      'orders.payment_method_id',
      'orders.delivery_method',
      'orders.subtotal',
      'orders.tax_fee',
      'orders.shipping',
      'orders.total',
      'users.email',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order?.paid_at) return null;
  const [lines = []] = await orderLines(ctx.db, [order.id]);
  return receiptMail(
    {
      id: order.id,
      email: order.email,
      paidAt: order.paid_at,
      methodId: order.payment_method_id ?? 0,
      deliveryMethod: order.delivery_method,
      lines: lines.map((line) => ({
        name: line.product.name,
        size: line.size,
        qty: line.qty,
        price: line.price,
        options: optionSummary(line.options),
        note: line.note,
      })),
      subtotal: order.subtotal,
      taxFee: order.tax_fee,
      shipping: order.shipping,
      total: order.total,
    },
    `${ctx.appUrl}/cust/order?id=${order.id}`,
    language,
  );
}
