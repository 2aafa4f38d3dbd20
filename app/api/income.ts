import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

export interface IncomeRange {
  from: string;
  to: string;
}

/** `GET order/income?from&to`, admin: paid income per day for the dashboard chart. */
export const fetchIncome = async ({ from, to }: IncomeRange, signal?: AbortSignal) =>
  (await api('get', '/api/order/income', { query: { from, to }, signal })).data;

export const incomeQuery = (range: IncomeRange) =>
  queryOptions({ queryKey: queryKeys.orders.income(range), queryFn: ({ signal }) => fetchIncome(range, signal) });

export const useIncome = (range: IncomeRange) => useQuery(incomeQuery(range));
