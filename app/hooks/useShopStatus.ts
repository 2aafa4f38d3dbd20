import type { ShopStatusView } from '../../src/domain/shopStatus';
import { toShopInputValue } from '../../src/domain/shopTime';
import { useShop } from '../api/shop';
import { useDrawnClock } from '../state/hydration';
import { shopStatusView } from '../views/shopStatusView';
import { useNow } from './useNow';

/** How often "open until 22:00" and "opens at 07:00" are judged again between answers of GET shop. */
const STATUS_TICK_MS = 30_000;

/**
 * Where the shop stands for the status line of the landing, the menu, the product page and the cart
 * (docs/product.md, "Shop hours"): null until GET shop answers, so a page never claims "closed" by
 * guessing. A page the server draws carries GET shop's answer (app/api/preloaded.ts), so the line is
 * in the HTML and nothing below it moves when the page goes live; while React hydrates it, the line
 * is judged by the clock it was drawn by, so the browser's first render is that very HTML. `now` is
 * shop time, for "opens at 07:00" against "opens Monday 07:00".
 */
export function useShopStatus(): { status: ShopStatusView; now: string } | null {
  const shop = useShop();
  const now = useDrawnClock(useNow(STATUS_TICK_MS));
  if (!shop.data) return null;
  return { status: shopStatusView(shop.data, now), now: toShopInputValue(now) };
}
