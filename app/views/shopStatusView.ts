import { closingTime, type ShopStatusView, type ShopWeekday } from '../../src/domain/shopStatus';
import type { ShopAnswer } from './shopView';

/* Apart from the settings form's views (./shopView.ts): the landing's status line loads only this (docs/benchmarks.md). */

/**
 * Where the shop stands, as the status note says it: paused (the barista's reason, the pause's end),
 * closed (until `next_open_at`), or open until the end of the opening it is in, from its hours.
 */
export function shopStatusView(shop: ShopAnswer, now: Date): ShopStatusView {
  if (!shop.accepting_orders) return { state: 'paused', reason: shop.pause_reason, until: shop.paused_until };
  if (!shop.open_now) return { state: 'closed', opensAt: shop.next_open_at };
  const closes = closingTime(
    shop.hours.map(({ day, opens, closes: until }) => ({ day: day as ShopWeekday, opens, closes: until })),
    shop.closed_dates,
    now,
  );
  return { state: 'open', closesAt: closes === 'never' ? null : closes };
}
