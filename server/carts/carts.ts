import {
  cartDeliveryTimeError,
  cartLineError,
  cartLineLabel,
  emptyStoredCarts,
  type CartLineProduct,
  type StoredCarts,
} from '../../src/domain/cartLines.ts';
import { parseSizeList } from '../../src/domain/categories.ts';
import { DELIVERY_METHODS, type DeliveryMethod } from '../../src/domain/delivery.ts';
import { windowOfSetting } from '../../src/domain/deliveryWindow.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/connect.ts';
import type { Db } from '../db/schema.ts';
import { badRequest, conflict, HttpError } from '../errors.ts';
import { lineKey, type OptionGroup } from '../../src/domain/options.ts';
import { groupsOfProducts } from '../options/optionGroups.ts';
import { methodsOfFlags } from '../catalogue/deliveryFlags.ts';
import type { CartEvent } from '../events/shopEvents.ts';
import { recordCartEvent } from '../events/orderEvents.ts';
import { readShopSettings } from '../shop/shopSettings.ts';

export interface CartsAnswer {
  carts: StoredCarts;
  updated_at: string | null;
}

export const STALE_CART = 'Your cart was changed on another device; here is the latest one';

/** Stored JSON back into three carts; a method missing from an older document is an empty cart. */
function parseCarts(text: string): StoredCarts {
  const stored = JSON.parse(text) as Partial<StoredCarts>;
  const carts = emptyStoredCarts();
  for (const method of DELIVERY_METHODS) if (stored[method]) carts[method] = stored[method];
  return carts;
}

async function readCarts(db: Db, userId: number): Promise<CartsAnswer> {
  const row = await db
    .selectFrom('carts')
    .select(['carts', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? { carts: parseCarts(row.carts), updated_at: row.updated_at }
    : { carts: emptyStoredCarts(), updated_at: null };
}

export const getCarts = (ctx: AppContext, userId: number) => readCarts(ctx.db, userId);

/** The 409 of a save based on an older version: the stored carts come with it, so no line is lost silently. */
class StaleCartError extends HttpError {
  constructor(readonly stored: CartsAnswer) {
    super(409, 'CART_CHANGED', STALE_CART);
  }
}
export { StaleCartError };

/**
 * Every line and delivery time checked against the catalogue; the first refusal names its line. A line
 * the stored cart already held may stay when its product or a choice has sold out since (the cart says
 * so, and the customer removes it); a new one may not.
 */
async function checkCarts(ctx: AppContext, carts: StoredCarts, stored: StoredCarts): Promise<void> {
  const ids = [...new Set(DELIVERY_METHODS.flatMap((method) => carts[method].products.map((line) => line.product_id)))];
  const [products, groups] = ids.length
    ? await Promise.all([
        ctx.db
          .selectFrom('products')
          .select(['id', 'name', 'size', 'is_dine_in', 'is_home_delivery', 'is_pick_up', 'deleted_at', 'sold_out'])
          .where('id', 'in', ids)
          .execute(),
        groupsOfProducts(ctx.db, ids),
      ])
    : [[], new Map<number, OptionGroup[]>()];
  const byId = new Map<number, CartLineProduct>(
    products.map((product) => [
      product.id,
      {
        id: product.id,
        name: product.name,
        sizes: parseSizeList(product.size),
        methods: methodsOfFlags(product),
        deletedAt: product.deleted_at,
        groups: groups.get(product.id) ?? [],
      },
    ]),
  );
  const soldOut = new Set(products.filter((product) => product.sold_out === 1).map((product) => product.id));
  const now = ctx.clock();
  // The window the shop's settings give, as checkout applies it: a cart never keeps a time checkout refuses.
  const window = windowOfSetting((await readShopSettings(ctx.db)).deliveryWindow);
  for (const method of DELIVERY_METHODS) {
    const cart = carts[method];
    const timeError = cartDeliveryTimeError(
      method,
      cart.delivery_time,
      now,
      cart.delivery_time !== stored[method].delivery_time,
      window,
    );
    if (timeError) {
      throw badRequest(`${cartLineLabel(method)}: ${timeError}`, 'BAD_CART_TIME', {
        [`carts.${method}.delivery_time`]: timeError,
      });
    }
    const held = new Set(stored[method].products.map(lineKey));
    cart.products.forEach((line, index) => {
      const isNew = !held.has(lineKey(line));
      const product = byId.get(line.product_id);
      if (isNew && product && soldOut.has(product.id)) {
        throw conflict(`${cartLineLabel(method, index)}: ${product.name} is sold out`, 'SOLD_OUT');
      }
      const error = cartLineError(line, product, method, isNew);
      if (error) {
        throw badRequest(`${cartLineLabel(method, index)}: ${error}`, 'BAD_CART_LINE', {
          [`carts.${method}.products.${index}`]: error,
        });
      }
    });
  }
}

/** A stamp later than the one it replaces, even within the same millisecond, so versions never repeat. */
function nextStamp(now: Date, previous: string | null): string {
  const after = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(now.getTime(), after)).toISOString();
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/**
 * Replaces the three carts. With `updated_at` given (null before the first save), the save only
 * happens if it names the stored version; the check and the write are one conditional statement,
 * so two devices saving at once cannot both win.
 */
export async function saveCarts(
  ctx: AppContext,
  userId: number,
  input: { carts: StoredCarts; updated_at?: string | null },
): Promise<CartsAnswer> {
  const current = await readCarts(ctx.db, userId);
  await checkCarts(ctx, input.carts, current.carts);
  if (input.updated_at !== undefined && !sameInstant(input.updated_at, current.updated_at)) {
    throw new StaleCartError(current);
  }
  const stamp = nextStamp(ctx.clock(), current.updated_at);
  const carts = JSON.stringify(input.carts);
  if (current.updated_at === null) {
    try {
      await ctx.db.insertInto('carts').values({ user_id: userId, carts, updated_at: stamp }).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new StaleCartError(await readCarts(ctx.db, userId));
      throw error;
    }
  } else {
    const saved = await ctx.db
      .updateTable('carts')
      .set({ carts, updated_at: stamp })
      .where('user_id', '=', userId)
      .where('updated_at', '=', current.updated_at)
      .executeTakeFirst();
    if (saved.numUpdatedRows === 0n) throw new StaleCartError(await readCarts(ctx.db, userId));
  }
  const answer = { carts: input.carts, updated_at: stamp };
  // The customer's other devices show the change live. The save stands even if the event cannot be
  // written: a device that misses it reads the carts when its cart page opens.
  const event = await ctx.db
    .transaction()
    .execute((trx) => recordCartEvent(trx, ctx.dialect, userId, answer, ctx.clock()));
  ctx.events.publish(event);
  return answer;
}

/**
 * After a checkout: that method's cart is empty on every device too (inside the checkout's
 * transaction, which publishes the event this returns once committed); null when no cart was saved.
 */
export async function emptyCart(
  trx: Db,
  ctx: Pick<AppContext, 'dialect'>,
  userId: number,
  method: DeliveryMethod,
  now: Date,
): Promise<CartEvent | null> {
  const current = await readCarts(trx, userId);
  if (current.updated_at === null) return null;
  const carts = { ...current.carts, [method]: { delivery_time: '', products: [] } };
  const updated_at = nextStamp(now, current.updated_at);
  await trx
    .updateTable('carts')
    .set({ carts: JSON.stringify(carts), updated_at })
    .where('user_id', '=', userId)
    .execute();
  return recordCartEvent(trx, ctx.dialect, userId, { carts, updated_at }, now);
}
