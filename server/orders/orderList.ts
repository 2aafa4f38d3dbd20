import { sql } from 'kysely';
import { literal } from '../db/literal.ts';
import type { DeliveryMethod } from '../../src/domain/delivery.ts';
import type { OrderStatus } from '../../src/domain/orderStatus.ts';
import type { PaymentState } from '../../src/domain/payments.ts';
import type { Db } from '../db/schema.ts';
import { likePattern } from '../catalogue/products.ts';
import { latestPaymentState } from '../payments/paymentView.ts';

const asStatus = (value: string) => value as OrderStatus;
const asMethod = (value: string) => value as DeliveryMethod;

export type OrderFilter = OrderStatus | 'waiting' | 'all';

/** Paid and not yet done: what the kitchen and the counter still have to finish. */
export const WAITING_STATUSES: OrderStatus[] = ['paid', 'preparing', 'ready'];

/** The admin's order list, newest first; by default the paid orders waiting to be done. */
export async function listOrders(db: Db, filter: OrderFilter, page: number, limit: number, search?: string) {
  let query = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.delivery_method',
      'orders.status',
      'orders.total',
      'orders.created_at',
      'orders.delivery_time',
      'orders.paid_at',
      'orders.preparing_at',
      'orders.ready_at',
      'orders.done_at',
      'users.username',
      'users.email',
      'orders.payment_method_id',
    ])
    // The latest attempt's state, so the list says what became of the money.
    .select(latestPaymentState);
  // Written into the statement, so SQLite uses the partial index of that status (server/db/literal.ts).
  if (filter === 'waiting')
    query = query.where(
      'orders.status',
      'in',
      WAITING_STATUSES.map((status) => literal(status)),
    );
  else if (filter !== 'all') query = query.where('orders.status', '=', literal(filter));
  const words = search?.trim().toLowerCase();
  if (words) {
    const number = /^#?(\d{1,9})$/.exec(words)?.[1];
    const pattern = likePattern(words);
    const like = (column: 'users.username' | 'users.first_name' | 'users.email') =>
      sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
    // A number (`18`, `#18`) is an order number; anything else, part of a name or an email.
    query = number
      ? query.where('orders.id', '=', Number(number))
      : query.where((eb) => eb.or([like('users.username'), like('users.first_name'), like('users.email')]));
  }
  const rows = await query
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    delivery_method: asMethod(row.delivery_method),
    status: asStatus(row.status),
    total: row.total,
    createdAt: row.created_at,
    delivery_time: row.delivery_time,
    paid_at: row.paid_at,
    preparing_at: row.preparing_at,
    ready_at: row.ready_at,
    done_at: row.done_at,
    user: { username: row.username, email: row.email },
    payment_method_id: row.payment_method_id,
    payment_state: (row.payment_state ?? null) as PaymentState | null,
  }));
}
