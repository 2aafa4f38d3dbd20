import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DELIVERY_WINDOW, windowOfSetting, type DeliveryWindow } from '../../src/domain/deliveryWindow';
import { DEFAULT_PRICE_RATES, type PriceRates } from '../../src/domain/pricing';
import { api } from './client';
import { queryKeys } from './queryKeys';
import type { ShopSettings, ShopSettingsChange } from './types';

/*
 * The shop's settings (docs/product.md, "Shop hours"): whether it takes orders, its hours, tax and
 * shipping. The cart estimates with GET shop's rate and fee; an order shows what it was charged.
 */

/** `GET shop`, anyone. */
export const fetchShop = async (signal?: AbortSignal) => (await api('get', '/api/shop', { signal })).data;

/**
 * Read again each minute as well as on a `shop` event: opening and closing times, and a pause's end,
 * come by the clock without an event (the server judges them when asked).
 */
const SHOP_REFRESH_MS = 60_000;

export const shopQuery = () =>
  queryOptions({
    queryKey: queryKeys.shop,
    queryFn: ({ signal }) => fetchShop(signal),
    staleTime: 30_000,
    refetchInterval: SHOP_REFRESH_MS,
  });

/** The shop's settings and state; refreshed by the live stream's `shop` event (app/state/orderStream.ts). */
export const useShop = () => useQuery(shopQuery());

/**
 * The cart's estimate rates: GET shop's tax and shipping, the contract's defaults until it answers
 * (the server prices the order itself at checkout, and the order shows what it was charged).
 */
export function useShopRates(): PriceRates {
  const { data } = useShop();
  return data ? { taxRatePercent: data.tax_rate_percent, shippingFee: data.shipping_fee } : DEFAULT_PRICE_RATES;
}

/** When home delivery runs, from GET shop; the contract's default until it answers (the server checks again). */
export function useDeliveryWindow(): DeliveryWindow {
  const { data } = useShop();
  const setting = data?.delivery_window;
  return useMemo(() => (setting ? windowOfSetting(setting) : DELIVERY_WINDOW), [setting]);
}

/** A `shop` event: the settings changed or orders were paused or resumed; GET shop is read afresh. */
export const applyShopEvent = (client: QueryClient) => client.invalidateQueries({ queryKey: queryKeys.shop });

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
