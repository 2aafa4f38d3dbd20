import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET order/detail-order/{order_id}`: the owner's or, for an admin, any order. */
export const fetchOrderDetail = async (orderId: number, signal?: AbortSignal) =>
  (await api('get', '/api/order/detail-order/{order_id}', { params: { order_id: orderId }, signal })).data;

export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(orderId),
    queryFn: ({ signal }) => fetchOrderDetail(orderId, signal),
    enabled: orderId > 0,
  });

export const useOrderDetail = (orderId: number) => useQuery(orderDetailQuery(orderId));
