import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';

/** `GET history`: the customer's own order lines. */
export const fetchHistory = async (signal?: AbortSignal) => (await api('get', '/api/history', { signal })).data;

export const historyQuery = () =>
  queryOptions({ queryKey: ['history'], queryFn: ({ signal }) => fetchHistory(signal) });

export const useHistory = () => useQuery(historyQuery());
