import type { StoredCarts } from '../../src/domain/cartLines';
import { api } from './client';

/** The carts as the server keeps them, with the version a save must name. */
export interface ServerCarts {
  carts: StoredCarts;
  updated_at: string | null;
}

/** `GET cart`: the signed-in customer's three carts. */
export const fetchCarts = async (signal?: AbortSignal): Promise<ServerCarts> =>
  (await api('get', '/api/cart', { signal })).data;

/** `PUT cart`: replaces the three carts if `updated_at` is still the stored one (else a 409 with the stored carts). */
export const saveCarts = async (body: ServerCarts): Promise<ServerCarts> =>
  (await api('put', '/api/cart', { body })).data;

/** The stored carts a 409 answer carries in `details`, or null when the error is not that. */
export function staleCartsOf(details: unknown): ServerCarts | null {
  if (typeof details !== 'object' || details === null) return null;
  const { carts, updated_at } = details as Partial<ServerCarts>;
  return carts && (typeof updated_at === 'string' || updated_at === null) ? { carts, updated_at } : null;
}
