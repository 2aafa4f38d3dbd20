import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isKitchenStatus, STATUS_TIME_FIELD, type KitchenStatus } from '../../src/domain/orderStatus';
import { queueWithEvent, type KitchenQueue } from './kitchenQueue';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET order/mine`: the customer's orders, newest first, with where each stands in the kitchen. */
export const fetchMyOrders = async (signal?: AbortSignal) => (await api('get', '/api/order/mine', { signal })).data;

export const myOrdersQuery = () =>
  queryOptions({ queryKey: queryKeys.orders.mine, queryFn: ({ signal }) => fetchMyOrders(signal) });

export const useMyOrders = () => useQuery(myOrdersQuery());

/** `GET order/board`, no token: numbers and first names being prepared and ready, for the counter screen. */
export const fetchOrderBoard = async (signal?: AbortSignal) => (await api('get', '/api/order/board', { signal })).data;

export const orderBoardQuery = () =>
  queryOptions({ queryKey: queryKeys.orders.board, queryFn: ({ signal }) => fetchOrderBoard(signal) });

/** `PATCH order/status`, admin: one step along paid → preparing → ready → done, or one step back. */
export const moveOrder = ({ orderId, status }: { orderId: number; status: KitchenStatus }) =>
  api('patch', '/api/order/status', { body: { order_id: orderId, status } });

/**
 * Moves an order. The board takes the answer at once (as it takes another tablet's move from its
 * event); every other order query refreshes after, and the board too when the move failed or changed
 * when a scheduled order joins (see `queueWithEvent`). The event stream refreshes other screens.
 */
export function useMoveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveOrder,
    onSettled: (answer, error) => {
      let readQueue = Boolean(error);
      const queue = client.getQueryData<KitchenQueue>(queryKeys.orders.queue);
      if (answer && queue) {
        const { data } = answer;
        const at =
          (isKitchenStatus(data.status) ? data[STATUS_TIME_FIELD[data.status]] : null) ?? new Date().toISOString();
        const board = queueWithEvent(queue, { ...data, at });
        client.setQueryData(queryKeys.orders.queue, board.queue);
        readQueue = board.readAgain;
      }
      return client.invalidateQueries({
        queryKey: queryKeys.orders.all,
        predicate: ({ queryKey: [, kind] }) => kind !== 'queue' || readQueue,
      });
    },
  });
}
