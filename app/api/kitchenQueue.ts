import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET order/queue`, admin: every paid, preparing and ready order with its lines, times and `due_at`. */
export const fetchKitchenQueue = async (signal?: AbortSignal) =>
  (await api('get', '/api/order/queue', { signal })).data;

/** Order events invalidate it (it sits under `orders`), so the board needs no polling. */
export const kitchenQueueQuery = () =>
  queryOptions({ queryKey: queryKeys.orders.queue, queryFn: ({ signal }) => fetchKitchenQueue(signal) });

export const useKitchenQueue = () => useQuery(kitchenQueueQuery());
