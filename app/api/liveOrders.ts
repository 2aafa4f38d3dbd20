import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KitchenStatus } from '../../src/domain/orderStatus';
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

/** Moves an order; every order query refreshes after (the event stream refreshes other screens). */
export function useMoveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveOrder,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
