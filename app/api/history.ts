import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET history`: the customer's own order lines. */
export const fetchHistory = async (signal?: AbortSignal) => (await api('get', '/api/history', { signal })).data;

export const historyQuery = () =>
  queryOptions({ queryKey: queryKeys.history, queryFn: ({ signal }) => fetchHistory(signal) });

export const useHistory = () => useQuery(historyQuery());
