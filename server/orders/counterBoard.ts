import { isDue } from '../../src/domain/orderQueue.ts';
import type { AppContext } from '../context.ts';
import { callName } from './callName.ts';
import { loadQueue, queueOrder } from './queuePosition.ts';

/** How many numbers each column of the counter screen shows at most. */
export const BOARD_LIMIT = 60;

/**
 * The counter screen: numbers and first names being prepared (paid or preparing, once due)
 * and ready for pickup, oldest first. Public, so it holds nothing else about the customer.
 */
export async function counterBoard(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.paid_at',
      'orders.delivery_time',
      'orders.ready_at',
      'users.first_name',
      'users.username',
    ])
    .where('orders.status', 'in', ['paid', 'preparing', 'ready'])
    .orderBy('orders.paid_at')
    .orderBy('orders.id')
    .execute();
  const { preparationMs } = await loadQueue(ctx.db);
  const now = ctx.clock();
  const entry = (row: (typeof rows)[number]) => ({ number: row.id, name: callName(row.first_name, row.username) });
  const preparing = rows.filter(
    (row) => row.status === 'preparing' || (row.status === 'paid' && isDue(queueOrder(row), preparationMs, now)),
  );
  const ready = rows
    .filter((row) => row.status === 'ready')
    .sort((a, b) => (a.ready_at ?? '').localeCompare(b.ready_at ?? '') || a.id - b.id);
  return { preparing: preparing.slice(0, BOARD_LIMIT).map(entry), ready: ready.slice(-BOARD_LIMIT).map(entry) };
}
