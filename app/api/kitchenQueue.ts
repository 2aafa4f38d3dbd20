import { queryOptions, useQuery } from '@tanstack/react-query';
import { statusTimeChanges, type OrderStatus } from '../../src/domain/orderStatus';
import { api } from './client';
import { queryKeys } from './queryKeys';
import type { OrderEventData } from './types';

/** `GET order/queue`, admin: every paid, preparing and ready order with its lines, times and `due_at`. */
export const fetchKitchenQueue = async (signal?: AbortSignal) =>
  (await api('get', '/api/order/queue', { signal })).data;

export type KitchenQueue = Awaited<ReturnType<typeof fetchKitchenQueue>>;
type BoardStatus = KitchenQueue[number]['status'];

const ON_THE_BOARD: readonly OrderStatus[] = ['paid', 'preparing', 'ready'] satisfies BoardStatus[];
const isOnTheBoard = (status: OrderStatus): status is BoardStatus => ON_THE_BOARD.includes(status);

/**
 * An order event written into the barista's cached queue, so a move another tablet made shows without
 * reading the whole queue again (docs/benchmarks.md, "A rush hour"): the order takes its new status and
 * time, or leaves the board. Answers whether the queue must still be read: an order new to the board
 * brings lines the event does not carry, and an order reaching or leaving Ready changes the shop's usual
 * preparation time, which sets when a scheduled order joins (`due_at`). An event that only moves an
 * order's place in the customers' queue is no news to the board: the same queue comes back.
 */
export function queueWithEvent(
  queue: KitchenQueue,
  event: OrderEventData,
): { queue: KitchenQueue; readAgain: boolean } {
  const index = queue.findIndex((order) => order.id === event.order_id);
  const { status } = event;
  if (index < 0) return { queue, readAgain: isOnTheBoard(status) };
  const order = queue[index]!;
  if (!isOnTheBoard(status)) return { queue: queue.filter((each) => each !== order), readAgain: false };
  if (order.status === status) return { queue, readAgain: false };
  const { paid_at, preparing_at, ready_at } = { ...order, ...statusTimeChanges(order.status, status, event.at) };
  const moved = { ...order, status, paid_at, preparing_at, ready_at };
  const touchesReady = order.status === 'ready' || status === 'ready';
  return {
    queue: queue.with(index, moved),
    readAgain:
      touchesReady &&
      queue.some((each) => each.paid_at !== null && Date.parse(each.due_at) !== Date.parse(each.paid_at)),
  };
}

/** Order events write into it or invalidate it (it sits under `orders`), so the board needs no polling. */
export const kitchenQueueQuery = () =>
  queryOptions({ queryKey: queryKeys.orders.queue, queryFn: ({ signal }) => fetchKitchenQueue(signal) });

export const useKitchenQueue = () => useQuery(kitchenQueueQuery());
