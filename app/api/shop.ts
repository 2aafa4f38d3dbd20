import { useMemo } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { SHOP_ADDRESS } from '../../src/domain/shopAddress';
import { DELIVERY_WINDOW, windowOfSetting, type DeliveryWindow } from '../../src/domain/deliveryWindow';
import { DEFAULT_PRICE_RATES, type PriceRates } from '../../src/domain/pricing';
import { api } from './client';
import { queryKeys } from './queryKeys';

/*
 * The shop's settings (docs/product.md, "Shop hours"): whether it takes orders, its hours, tax and
 * shipping. The cart estimates with GET shop's rate and fee; an order shows what it was charged.
 */

/** `GET shop`, anyone. */
export const fetchShop = async (signal?: AbortSignal) => (await api('get', SHOP_ADDRESS, { signal })).data;

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
