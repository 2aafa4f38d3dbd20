import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET order/all`, admin: paid orders waiting to be done unless another status is asked for. */
export const fetchOrders = async (status: 'paid' | 'done' | 'all' = 'paid', signal?: AbortSignal) =>
  (await api('get', '/api/order/all', { query: { status }, signal })).data;

export const ordersQuery = (status: 'paid' | 'done' | 'all' = 'paid') =>
  queryOptions({ queryKey: queryKeys.orders.list(status), queryFn: ({ signal }) => fetchOrders(status, signal) });

export const useOrders = (status: 'paid' | 'done' | 'all' = 'paid') => useQuery(ordersQuery(status));
