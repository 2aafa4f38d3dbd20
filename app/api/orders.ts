import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderFilter } from '../../src/screens/OrderListScreen';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** One page of the admin's order list: a status (`waiting`: paid, preparing and ready), a page, a search. */
export interface OrderListQuery {
  status: OrderFilter;
  page: number;
  search: string;
}

/** Orders per page of the list (docs/product.md#constants: page size 10). */
export const ORDER_PAGE_SIZE = 10;

/**
 * `GET order/all`, admin, newest first: one page, and (alongside, one order long) whether an older order
 * follows it, since the list answers no count. With `limit=1`, page `n × size + 1` is exactly the order after page n.
 */
export async function fetchOrders({ status, page, search }: OrderListQuery, signal?: AbortSignal) {
  const call = (query: { page: number; limit: number }) =>
    api('get', '/api/order/all', { query: { status, ...query, ...(search ? { search } : {}) }, signal });
  const [rows, next] = await Promise.all([
    call({ page, limit: ORDER_PAGE_SIZE }),
    call({ page: page * ORDER_PAGE_SIZE + 1, limit: 1 }),
  ]);
  return { orders: rows.data, hasNextPage: next.data.length > 0 };
}

export const ordersQuery = (query: OrderListQuery) =>
  queryOptions({ queryKey: queryKeys.orders.list(query), queryFn: ({ signal }) => fetchOrders(query, signal) });

/**
 * Paging keeps showing the last page while the next one loads, so it does not flash a skeleton; another
 * status or search loads afresh (never the previous tab's orders under the new tab).
 */
export const useOrders = (query: OrderListQuery) =>
  useQuery({
    ...ordersQuery(query),
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as OrderListQuery | undefined;
      return before?.status === query.status && before.search === query.search ? keepPreviousData(previous) : undefined;
    },
  });
