import type { ShopStatusView } from '../../src/domain/shopStatus';
import { toShopInputValue } from '../../src/domain/shopTime';
import { useShop } from '../api/shop';
import { useHydrated } from '../state/hydration';
import { shopStatusView } from '../views/shopStatusView';
import { useNow } from './useNow';

/** How often "open until 22:00" and "opens at 07:00" are judged again between answers of GET shop. */
const STATUS_TICK_MS = 30_000;

/**
 * Where the shop stands for the status line of the landing, the menu, the product page and the cart
 * (docs/product.md, "Shop hours"): null until GET shop answers, so a page never claims "closed" by
 * guessing, and null while React hydrates a page the server drew: the server draws no status (its
 * drawn pages are kept, and the hour moves on), so the line joins once the page is live rather than
 * making React draw the page again. `now` is shop time, for "opens at 07:00" against "opens Monday 07:00".
 */
export function useShopStatus(): { status: ShopStatusView; now: string } | null {
  const shop = useShop();
  const now = useNow(STATUS_TICK_MS);
  const hydrated = useHydrated();
  if (!hydrated || !shop.data) return null;
  return { status: shopStatusView(shop.data, now), now: toShopInputValue(now) };
}
