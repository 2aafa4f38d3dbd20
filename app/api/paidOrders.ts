import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import type { IncomeRange } from './income';
import type { Envelope, PaidOrder } from './types';
import { queryKeys } from './queryKeys';

/** `GET order/income/orders?from&to`, admin: every order the income chart counts for the period, unpaged. */
export const fetchPaidOrders = async ({ from, to }: IncomeRange, signal?: AbortSignal) =>
  (await api<Envelope<PaidOrder[]>>(`order/income/orders?from=${from}&to=${to}`, { signal })).data;

export const paidOrdersQuery = (range: IncomeRange) =>
  queryOptions({
    queryKey: queryKeys.orders.paid(range),
    queryFn: ({ signal }) => fetchPaidOrders(range, signal),
  });
