import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { IncomeRange } from './income';
import { queryKeys } from './queryKeys';

/** `GET order/report?from&to`, admin: preparation times per day and hour, late orders, takings by payment method. */
export const fetchPrepReport = async ({ from, to }: IncomeRange, signal?: AbortSignal) =>
  (await api('get', '/api/order/report', { query: { from, to }, signal })).data;

export type PrepReportAnswer = Awaited<ReturnType<typeof fetchPrepReport>>;

export const prepReportQuery = (range: IncomeRange) =>
  queryOptions({ queryKey: queryKeys.orders.report(range), queryFn: ({ signal }) => fetchPrepReport(range, signal) });

export const usePrepReport = (range: IncomeRange) => useQuery(prepReportQuery(range));
