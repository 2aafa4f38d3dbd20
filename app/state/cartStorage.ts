import { parseCartState, type CartState } from '../../src/domain/cart';
import type { StoredCarts } from '../../src/domain/cartLines';
import { DELIVERY_METHODS } from '../../src/domain/delivery';
import { emptyCartState } from '../../src/domain/emptyCartState';
import { read, write } from './storage';

/**
 * The carts in browser storage, kept per user and versioned so a corrupt or old value reads as
 * empty; apart from ./storage.ts so they load with the carts' sync, not with every page's first load
 * (docs/benchmarks.md, "The carts loaded with a session").
 */
const cartKey = (userId: string) => `carts:${userId}`;
const cartBaseKey = (userId: string) => `carts-synced:${userId}`;

/** The carts as last seen on the server, the base of a merge after a 409 (see domain/cartSync). */
export interface SyncedCarts {
  carts: StoredCarts;
  updated_at: string | null;
}

function readSyncedCarts(value: unknown): SyncedCarts | null {
  if (typeof value !== 'object' || value === null) return null;
  const { carts, updated_at } = value as Partial<SyncedCarts>;
  if (typeof updated_at !== 'string' || typeof carts !== 'object' || carts === null) return null;
  const complete = DELIVERY_METHODS.every(
    (method) => typeof carts[method]?.delivery_time === 'string' && Array.isArray(carts[method]?.products),
  );
  return complete ? { carts, updated_at } : null;
}

export const cartStorage = {
  carts(userId: string): CartState {
    const raw = read(cartKey(userId));
    if (!raw) return emptyCartState();
    try {
      return parseCartState(JSON.parse(raw));
    } catch {
      return emptyCartState();
    }
  },
  saveCarts(userId: string, state: CartState): void {
    write(cartKey(userId), JSON.stringify(state));
  },
  syncedCarts(userId: string): SyncedCarts | null {
    try {
      return readSyncedCarts(JSON.parse(read(cartBaseKey(userId)) ?? 'null'));
    } catch {
      return null;
    }
  },
  saveSyncedCarts(userId: string, synced: SyncedCarts): void {
    write(cartBaseKey(userId), JSON.stringify(synced));
  },
};
