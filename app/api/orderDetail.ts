import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET order/detail-order/{order_id}`: the owner's or, for an admin, any order. */
export const fetchOrderDetail = async (orderId: number, signal?: AbortSignal) =>
  (await api('get', '/api/order/detail-order/{order_id}', { params: { order_id: orderId }, signal })).data;

export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(orderId),
    queryFn: ({ signal }) => fetchOrderDetail(orderId, signal),
    enabled: orderId > 0,
  });

/**
 * While a provider holds the order's payment open, its detail is read again this often: the order's
 * event says when the money arrives, but a page opened just after it (back from the card page, a
 * reload) would otherwise wait for an event that already went.
 */
export const OPEN_PAYMENT_REFRESH_MS = 5_000;

/** Reads again while the payment is open at the provider, and never otherwise (events bring the rest). */
export const refreshWhilePaymentOpen = (query: { state: { data?: { payment?: { state: string } | null } } }) =>
  query.state.data?.payment?.state === 'pending' ? OPEN_PAYMENT_REFRESH_MS : false;

export const useOrderDetail = (orderId: number) =>
  useQuery({ ...orderDetailQuery(orderId), refetchInterval: refreshWhilePaymentOpen });
