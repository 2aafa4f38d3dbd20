import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { Envelope, IncomeDay } from './types';
import { queryKeys } from './queryKeys';

export interface IncomeRange {
  from: string;
  to: string;
}

/** `GET order/income?from&to`, admin: paid income per day for the dashboard chart. */
export const fetchIncome = async ({ from, to }: IncomeRange, signal?: AbortSignal) =>
  (await api<Envelope<IncomeDay[]>>(`order/income?from=${from}&to=${to}`, { signal })).data;

export const incomeQuery = (range: IncomeRange) =>
  queryOptions({ queryKey: queryKeys.orders.income(range), queryFn: ({ signal }) => fetchIncome(range, signal) });

export const useIncome = (range: IncomeRange) => useQuery(incomeQuery(range));
