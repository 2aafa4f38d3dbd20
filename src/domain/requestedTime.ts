import { parseShopTime, shopClock } from './shopTime';

/**
 * A delivery time this close to the order's checkout means "now": the shop stores the checkout time
 * for an order wanted at once, and a time chosen for later lies well after it.
 */
export const AS_SOON_AS_POSSIBLE_MS = 2 * 60_000;

/** The time the customer asked for, or null when the order was wanted as soon as possible. */
export function wantedTime(deliveryTime: string | null, createdAt: string): Date | null {
  const wanted = deliveryTime ? parseShopTime(deliveryTime) : null;
  if (!wanted) return null;
  const placed = parseShopTime(createdAt);
  return placed && wanted.getTime() - placed.getTime() <= AS_SOON_AS_POSSIBLE_MS ? null : wanted;
}

/**
 * When the customer wants the order: null for as soon as possible, else the time wanted and whether it
 * falls on the shop day the order was placed (staff then read only the time of day).
 */
export function requestedTimeOf(
  deliveryTime: string | null,
  createdAt: string,
): { wanted: Date; sameDay: boolean } | null {
  const wanted = wantedTime(deliveryTime, createdAt);
  if (!wanted) return null;
  const placed = parseShopTime(createdAt);
  const [a, b] = [shopClock(wanted), placed ? shopClock(placed) : null];
  return { wanted, sameDay: b !== null && a.year === b.year && a.month === b.month && a.day === b.day };
}
