import {
  canMarkDone,
  canMove,
  KITCHEN_FLOW,
  moveRefusal,
  statusTimeChanges,
  type OrderStatus,
} from '../../src/domain/orderStatus.ts';
import type { AppContext } from '../context.ts';
import type { Database, OrdersTable } from '../db/schema.ts';
import type { Selectable, Transaction, Updateable } from 'kysely';
import { conflict, notFound } from '../errors.ts';
import type { OrderEvent } from '../events/shopEvents.ts';
import { recordOrderEvent } from '../events/orderEvents.ts';
import { notePayment } from '../payments/notePayment.ts';
import { announceCardChange, creditPaidOrder } from '../memberCards/memberCards.ts';
import { literal } from '../db/literal.ts';

export const ORDER_NOT_FOUND = 'Order not found';

/** What a move reads back from its own update: the answer's fields and the event's facts. */
const MOVED_COLUMNS = [
  'id',
  'user_id',
  'status',
  'paid_at',
  'preparing_at',
  'ready_at',
  'done_at',
  'delivery_time',
] as const;
type MovedOrder = Pick<Selectable<OrdersTable>, (typeof MOVED_COLUMNS)[number]>;

/**
 * One status change in one transaction with its event; the update is conditional on the status
 * read, so two staff tapping at once make one move and the other gets a 409.
 */
async function applyMove(
  ctx: AppContext,
  orderId: number,
  allowed: (from: OrderStatus) => boolean,
  refusal: (from: OrderStatus) => string,
  target: (from: OrderStatus) => OrderStatus,
  refusalCode = 'ILLEGAL_MOVE',
) {
  const now = ctx.clock();
  const stamp = now.toISOString();
  const { event, order, card } = await ctx.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('orders').select(['id', 'status']).where('id', '=', orderId).executeTakeFirst();
    if (!found) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
    const from = found.status as OrderStatus;
    if (!allowed(from)) throw conflict(refusal(from), refusalCode);
    const to = target(from);
    const changes: Updateable<OrdersTable> = { status: to, updated_at: stamp, ...statusTimeChanges(from, to, stamp) };
    const moved = await trx
      .updateTable('orders')
      .set(changes)
      .where('id', '=', orderId)
      .where('status', '=', from)
      .returning(MOVED_COLUMNS)
      .executeTakeFirst();
    if (!moved) {
      // Someone else moved it between our read and our write: refuse in terms of where it is now.
      const current = await trx
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      throw conflict(refusal(current.status as OrderStatus), refusalCode);
    }
    const collected = to === 'done' && (await collectCash(trx, orderId, stamp));
    // Cash in the till brings the member card and its points (docs/product.md, "Member card").
    const credited = collected ? await creditPaidOrder(trx, orderId, now) : null;
    const event = await recordOrderEvent(trx, ctx.dialect, orderId, now, moved);
    return { event, order: moved, card: await announceCardChange(trx, ctx.dialect, credited) };
  });
  ctx.events.publish(event);
  if (card) ctx.events.publish(card);
  ctx.queuePlaces.changed();
  return liveOrderView(order, event);
}

/**
 * The order's status, kitchen times and live fields, as a move answers them: the row the update
 * returned and the queue position its event was written with, so a move reads the queue once.
 */
function liveOrderView(order: MovedOrder, event: OrderEvent) {
  return {
    order_id: order.id,
    status: order.status as OrderStatus,
    paid_at: order.paid_at,
    preparing_at: order.preparing_at,
    ready_at: order.ready_at,
    done_at: order.done_at,
    queue_position: event.data.queue_position,
    estimated_ready_at: event.data.estimated_ready_at,
  };
}

/**
 * Cash owed on an order is in the till once the order is handed over: the attempt becomes paid, with a
 * row that says so. An undone hand-over leaves it paid; the row keeps when it was counted. Answers
 * whether cash was collected now.
 */
async function collectCash(trx: Transaction<Database>, orderId: number, stamp: string) {
  const due = await trx
    .updateTable('payment_attempts')
    .set({ state: 'paid', updated_at: stamp })
    .where('order_id', '=', orderId)
    .where('state', '=', literal('due'))
    .returning(['id', 'provider', 'reference'])
    .execute();
  for (const attempt of due) {
    await notePayment(trx, attempt, {
      source: 'status',
      outcome: 'paid',
      body: { collected: 'cash at hand-over' },
      at: stamp,
    });
  }
  return due.length > 0;
}

/** `PATCH order/status`: one step along paid → preparing → ready → done, or one step back. */
export function moveOrder(ctx: AppContext, orderId: number, to: OrderStatus) {
  return applyMove(
    ctx,
    orderId,
    (from) => canMove(from, to),
    (from) => moveRefusal(from, to),
    () => to,
  );
}

/** `PATCH order/done`: the old site's call finishes any paid order not done yet. */
export async function finishOrder(ctx: AppContext, orderId: number) {
  await applyMove(
    ctx,
    orderId,
    canMarkDone,
    (from) => (from === 'done' ? 'This order is already done' : 'Only a paid order can be marked as done'),
    () => KITCHEN_FLOW[3],
    'ORDER_NOT_PAID',
  );
  return { order_id: orderId, status: 'done' as const };
}
