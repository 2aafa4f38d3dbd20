import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET order/unpaid`: the customer's order waiting for payment (from any device), or null. */
export const fetchUnpaidOrder = async (signal?: AbortSignal) =>
  (await api('get', '/api/order/unpaid', { signal })).data;

export const unpaidOrderQuery = () =>
  queryOptions({ queryKey: queryKeys.orders.unpaid, queryFn: ({ signal }) => fetchUnpaidOrder(signal) });

export const useUnpaidOrder = () => useQuery(unpaidOrderQuery());
