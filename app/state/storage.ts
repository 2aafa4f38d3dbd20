import { isLocale, type Locale } from '../../src/i18n/locales';

/**
 * Browser storage behind one module: the old site's keys (token, id, role_id, order_id)
 * (the carts, kept per user, are ./cartStorage.ts, loaded with the carts' sync).
 */
const KEYS = { token: 'token', id: 'id', roleId: 'role_id', orderId: 'order_id', orderUser: 'order_user' } as const;
const LOCALE_KEY = 'locale';

/**
 * One key's text, for a key kept apart from `storage` below (the barista's alert times,
 * ./queueThresholds.ts): its checks then load with the one page that reads it, not with every page's
 * first load, which carries this module (docs/benchmarks.md).
 */
export function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): behave as logged out
  }
}

/** Writes, or with null removes, one key's text (see `read`). */
export function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the session still works in memory for this page
  }
}

export interface Session {
  token: string;
  id: string;
  roleId: string;
}

export const storage = {
  session(): Session | null {
    const token = read(KEYS.token);
    const id = read(KEYS.id);
    const roleId = read(KEYS.roleId);
    return token && id ? { token, id, roleId: roleId ?? '2' } : null;
  },
  token: () => read(KEYS.token),
  saveSession({ token, id, roleId }: Session): void {
    write(KEYS.token, token);
    write(KEYS.id, id);
    write(KEYS.roleId, roleId);
  },
  /** Logout removes role_id, token and id, (docs/product.md#what-the-browser-keeps); carts stay for the next login. */
  clearSession(): void {
    write(KEYS.roleId, null);
    write(KEYS.token, null);
    write(KEYS.id, null);
  },
  /**
   * The unpaid order waiting for payment. `order_user` says whose it is, so another account signing
   * in on the same browser is not refused a checkout for someone else's order.
   */
  orderId(userId: string): number | null {
    const value = Number(read(KEYS.orderId));
    return read(KEYS.orderUser) === userId && Number.isInteger(value) && value > 0 ? value : null;
  },
  setOrderId(userId: string, orderId: number | null): void {
    write(KEYS.orderId, orderId === null ? null : String(orderId));
    write(KEYS.orderUser, orderId === null ? null : userId);
  },
  /** The language this browser chose (null until it chose one: the browser's languages decide). */
  locale(): Locale | null {
    const value = read(LOCALE_KEY);
    return isLocale(value) ? value : null;
  },
  saveLocale(locale: Locale): void {
    write(LOCALE_KEY, locale);
  },
};
