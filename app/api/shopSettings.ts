import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';
import type { ShopSettings, ShopSettingsChange } from './types';

/*
 * The shop's settings changed: the admin's form and the pause switch. Apart from app/api/shop.ts, which
 * every customer page reads, so that a customer's first load carries no mutation code for them
 * (docs/benchmarks.md, "The first loads measured again").
 */

/** `PATCH shop`, admin: any of hours, closed dates, tax, shipping, delivery window. */
export const updateShop = async (change: ShopSettingsChange) =>
  (await api('patch', '/api/shop', { body: change })).data;

/** What a pause asks: `acceptingOrders: false` pauses (a reason, an end), `true` resumes. */
export interface PauseOrders {
  acceptingOrders: boolean;
  /** Plain text, one line, at most 100 characters; shown to customers. */
  reason?: string;
  /** ISO 8601 or shop time `2026-11-23T15:30`, in the future: orders resume by themselves then. */
  until?: string;
}

/** `PATCH shop/pause`, staff and admins. */
export const pauseOrders = async ({ acceptingOrders, reason, until }: PauseOrders) =>
  (
    await api('patch', '/api/shop/pause', {
      body: {
        accepting_orders: acceptingOrders,
        ...(reason ? { reason } : {}),
        ...(until ? { until } : {}),
      },
    })
  ).data;

/** The answer is the whole new state: written into the cache at once. */
const settle = (client: QueryClient) => (shop: ShopSettings) => client.setQueryData(queryKeys.shop, shop);

/** The admin's settings form: a refusal is an ApiError whose `details` names the field. */
export function useUpdateShop() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateShop, onSuccess: settle(client) });
}

/** The barista's and the admin's pause switch. */
export function usePauseOrders() {
  const client = useQueryClient();
  return useMutation({ mutationFn: pauseOrders, onSuccess: settle(client) });
}
