import type { DeliveryMethod } from '../../src/domain/delivery.ts';
import { deliversToDoor } from '../../src/domain/deliveryWindow.ts';
import { isCollectedByShop, type PaymentMethod } from '../../src/domain/payments.ts';
import type { Language } from '../../src/domain/languages.ts';
import type { AppContext } from '../context.ts';
import { sendReceipt } from '../payments/sendReceipt.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { recordPaidOrderEvent } from '../events/orderEvents.ts';
import { ALREADY_PAID, attemptRow, newReference, startProviderPayment } from '../payments/startPayment.ts';
import { paymentViewOf } from '../payments/paymentView.ts';
import { announceCardChange, creditPaidOrder } from '../memberCards/memberCards.ts';
import { ORDER_NOT_FOUND } from './orderMoves.ts';

export const ADDRESS_NEEDED = 'Fill the delivery address';
export const PHONE_NEEDED = 'Fill the phone number';
export const ORDER_CANCELLED = 'This order is cancelled: there is nothing to pay';

export interface ConfirmInput {
  order_id: number;
  address: string;
  customer_phone: string;
  payment_method_id: PaymentMethod;
  /** "Save for next time": the name, address and phone become the payer's profile's. */
  save_details?: boolean;
  customer_name?: string;
}

/**
 * Keeps what the customer typed on the payment page for their next order (docs/product.md, "Payments"),
 * so the counter calls them by name: the name's first word as the first name, the rest as the last.
 * Only what was typed changes; an empty field keeps the profile's.
 */
async function saveDetails(ctx: AppContext, userId: number, input: ConfirmInput): Promise<void> {
  const [first = '', ...rest] = (input.customer_name ?? '').split(/\s+/).filter(Boolean);
  const changes = {
    ...(first ? { first_name: first, last_name: rest.join(' ') } : {}),
    ...(input.address ? { address: input.address } : {}),
    ...(input.customer_phone ? { phone_number: input.customer_phone } : {}),
  };
  if (Object.keys(changes).length === 0) return;
  await ctx.db
    .updateTable('users')
    .set({ ...changes, updated_at: ctx.clock().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/**
 * The owner pays an order still waiting for payment (docs/product.md, "Payments"). Cash, and every
 * method when the shop takes payment itself (`manual`), put the order in the queue at once; card, bank
 * transfer and QRIS through a provider open an attempt and the order waits for its notification.
 */
export async function confirmPayment(ctx: AppContext, payer: AuthUser, input: ConfirmInput, language: Language) {
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'user_id', 'status', 'delivery_method', 'total'])
    .where('id', '=', input.order_id)
    .executeTakeFirst();
  if (!order || (order.user_id !== payer.id && !payer.worksTheShop)) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  if (order.user_id !== payer.id)
    throw forbidden('Only the customer who placed an order can pay it', 'NOT_ORDER_OWNER');
  if (deliversToDoor(order.delivery_method as DeliveryMethod)) {
    if (!input.address) throw badRequest(ADDRESS_NEEDED, 'ADDRESS_REQUIRED', { address: ADDRESS_NEEDED });
    if (!input.customer_phone) throw badRequest(PHONE_NEEDED, 'PHONE_REQUIRED', { customer_phone: PHONE_NEEDED });
  }
  if (order.status === 'cancelled') throw conflict(ORDER_CANCELLED, 'ORDER_CANCELLED');
  if (order.status !== 'new order') throw conflict(ALREADY_PAID, 'ORDER_NOT_PENDING');
  if (input.save_details) await saveDetails(ctx, payer.id, input);
  const provider = ctx.payments.provider;
  if (provider && !isCollectedByShop(input.payment_method_id)) {
    return startProviderPayment(ctx, provider, { ...order, email: payer.email }, input, language);
  }

  const instant = ctx.clock();
  const now = instant.toISOString();
  // Conditional on the status, so paying twice at once pays once; the event commits with the payment.
  const { event, aheadOfAnother, attempt, card } = await ctx.db.transaction().execute(async (trx) => {
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
      // What the order's event needs, read back by the update itself.
      .returning(['id', 'user_id', 'status', 'paid_at', 'delivery_time'])
      .executeTakeFirst();
    if (!paid) throw conflict(ALREADY_PAID, 'ORDER_NOT_PENDING');
    // Cash is owed until the order is handed over; the shop's own terminal has taken the rest.
    const attempt = await trx
      .insertInto('payment_attempts')
      .values(
        attemptRow(
          order,
          {
            provider: 'manual',
            method_id: input.payment_method_id,
            state: isCollectedByShop(input.payment_method_id) ? 'due' : 'paid',
            reference: newReference(order.id),
            language,
          },
          now,
        ),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    // The shop's own terminal took the money: the card and its points come with the payment; cash
    // earns them when it is collected (server/orders/orderMoves.ts).
    const credited = isCollectedByShop(input.payment_method_id) ? null : await creditPaidOrder(trx, order.id, instant);
    const joined = await recordPaidOrderEvent(trx, ctx.dialect, paid, instant);
    return { ...joined, attempt, card: await announceCardChange(trx, ctx.dialect, credited) };
  });
  ctx.events.publish(event);
  if (card) ctx.events.publish(card);
  if (aheadOfAnother) ctx.queuePlaces.changed();
  sendReceipt(ctx, order.id, language);
  return { order_id: order.id, status: 'paid' as const, payment: paymentViewOf(attempt) };
}
