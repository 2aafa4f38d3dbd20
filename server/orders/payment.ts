import type { DeliveryMethod } from '../../src/domain/delivery.ts';
import { deliversToDoor } from '../../src/domain/deliveryWindow.ts';
import type { AppContext } from '../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { recordOrderChange } from '../events/orderEvents.ts';
import { ORDER_NOT_FOUND } from './orderMoves.ts';

export const ADDRESS_NEEDED = 'Fill the delivery address';
export const PHONE_NEEDED = 'Fill the phone number';

/** The owner pays an order still waiting for payment; its status becomes `paid`. */
export async function confirmPayment(
  ctx: AppContext,
  payer: AuthUser,
  input: { order_id: number; address: string; customer_phone: string; payment_method_id: number },
) {
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'user_id', 'status', 'delivery_method'])
    .where('id', '=', input.order_id)
    .executeTakeFirst();
  if (!order || (order.user_id !== payer.id && !payer.isAdmin)) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  if (order.user_id !== payer.id)
    throw forbidden('Only the customer who placed an order can pay it', 'NOT_ORDER_OWNER');
  if (deliversToDoor(order.delivery_method as DeliveryMethod)) {
    if (!input.address) throw badRequest(ADDRESS_NEEDED, 'ADDRESS_REQUIRED', { address: ADDRESS_NEEDED });
    if (!input.customer_phone) throw badRequest(PHONE_NEEDED, 'PHONE_REQUIRED', { customer_phone: PHONE_NEEDED });
  }
  const instant = ctx.clock();
  const now = instant.toISOString();
  // Conditional on the status, so paying twice at once pays once; the event commits with the payment.
  const { event, shifted } = await ctx.db.transaction().execute(async (trx) => {
    const paid = await trx
      .updateTable('orders')
      .set({
        status: 'paid',
        address: input.address || null,
        customer_phone: input.customer_phone || null,
        payment_method_id: input.payment_method_id,
        paid_at: now,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('status', '=', 'new order')
      .executeTakeFirst();
    if (paid.numUpdatedRows === 0n) throw conflict('This order is already paid', 'ORDER_NOT_PENDING');
    return recordOrderChange(trx, ctx.dialect, order.id, instant);
  });
  for (const each of [event, ...shifted]) ctx.events.publish(each);
  return { order_id: order.id, status: 'paid' as const };
}
