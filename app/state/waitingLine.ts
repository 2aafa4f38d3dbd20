import { isSize } from '../../src/domain/categories';
import { DELIVERY_METHODS, type DeliveryMethod } from '../../src/domain/delivery';
import type { AddToCartRequest } from '../../src/screens/ProductDetailScreen';
import { read, write } from './storage';

/**
 * The line a visitor chose before signing in (the menu is open to anyone, a cart is not): kept in
 * this browser while they sign up or log in, added to their cart when they are back on the product
 * (docs/product.md, "A menu anyone can browse"). One line at most, and only for a day.
 */
const KEY = 'waiting-line';
const KEPT_MS = 24 * 60 * 60 * 1000;

export function keepWaitingLine(line: AddToCartRequest, now = Date.now()): void {
  write(KEY, JSON.stringify({ ...line, keptAt: now }));
}

/** The waiting line for this product, taken (it is added once); null when there is none or it is old. */
export function takeWaitingLine(productId: number, now = Date.now()): AddToCartRequest | null {
  const text = read(KEY);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const line = readLine(value, now);
  // Kept while the visitor looks at another product; dropped once read here or found unreadable.
  if (line && line.productId !== productId) return null;
  write(KEY, null);
  return line;
}

function readLine(value: unknown, now: number): AddToCartRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Partial<AddToCartRequest> & { keptAt?: unknown };
  const isWhole =
    typeof line.keptAt === 'number' &&
    now - line.keptAt <= KEPT_MS &&
    Number.isInteger(line.productId) &&
    isSize(line.size) &&
    Number.isInteger(line.amount) &&
    DELIVERY_METHODS.includes(line.deliveryMethod as DeliveryMethod) &&
    typeof line.deliveryTime === 'string' &&
    Array.isArray(line.options) &&
    line.options.every((id) => Number.isInteger(id)) &&
    typeof line.note === 'string';
  if (!isWhole) return null;
  const { productId, size, amount, deliveryMethod, deliveryTime, options, note } = line as AddToCartRequest;
  return { productId, size, amount, deliveryMethod, deliveryTime, options, note };
}
