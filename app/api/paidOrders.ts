import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import type { IncomeRange } from './income';
import { queryKeys } from './queryKeys';

/** `GET order/income/orders?from&to`, admin: every order the income chart counts for the period, unpaged. */
export const fetchPaidOrders = async ({ from, to }: IncomeRange, signal?: AbortSignal) =>
  (await api('get', '/api/order/income/orders', { query: { from, to }, signal })).data;

export const paidOrdersQuery = (range: IncomeRange) =>
  queryOptions({
    queryKey: queryKeys.orders.paid(range),
    queryFn: ({ signal }) => fetchPaidOrders(range, signal),
  });
