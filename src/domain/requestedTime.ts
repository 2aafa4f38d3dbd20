import { formatLongDate } from './format';
import { pad, shopClock } from './shopTime';

/** A delivery time this close to checkout was "as soon as possible": checkout stores its own time then. */
const ASAP_MARGIN_MS = 60_000;

/**
 * When the customer wants the order, as staff read it: `Now` for as soon as possible (no time, or a time
 * at checkout), else the time in shop time: `14:00` on the day it was ordered, the long date on another day.
 */
export function requestedTimeLabel(deliveryTime: string | null, createdAt: string): string {
  if (!deliveryTime) return 'Now';
  const wanted = Date.parse(deliveryTime);
  const ordered = Date.parse(createdAt);
  if (Number.isNaN(wanted)) return 'Now';
  if (!Number.isNaN(ordered) && wanted - ordered <= ASAP_MARGIN_MS) return 'Now';
  const [a, b] = [shopClock(new Date(wanted)), Number.isNaN(ordered) ? null : shopClock(new Date(ordered))];
  const sameDay = b !== null && a.year === b.year && a.month === b.month && a.day === b.day;
  return sameDay ? `${pad(a.hour)}:${pad(a.minute)}` : formatLongDate(new Date(wanted));
}
