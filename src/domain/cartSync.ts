import { cartItems, choicesKey, type Cart, type CartLine, type CartProduct, type CartState } from './cart';
import { emptyStoredCarts, type StoredCart, type StoredCarts } from './cartLines';
import { DELIVERY_METHODS } from './delivery';
import { lineKey } from './options';

/*
 * Between the browser's carts (with names, photos and prices to show at once) and the server's
 * (ids, sizes and amounts only): conversion both ways and the merge after a 409.
 */

/** The server's shape of the carts; lines of products known to be gone are left out so the rest saves. */
export function storedCartsOf(state: CartState, gone: ReadonlySet<number> = new Set()): StoredCarts {
  const stored = emptyStoredCarts();
  for (const method of DELIVERY_METHODS) {
    const cart = state.carts[method];
    stored[method] = {
      delivery_time: cart.deliveryTime,
      products: cartItems(cart)
        .filter((item) => !gone.has(item.productId))
        .map((item) => ({
          product_id: item.productId,
          size: item.size,
          qty: item.qty,
          ...(item.options ? { options: item.options } : {}),
          ...(item.note ? { note: item.note } : {}),
        })),
    };
  }
  return stored;
}

function amounts(cart: StoredCart): Map<string, number> {
  return new Map(cart.products.map((line) => [lineKey(line), line.qty]));
}

/** One value from three versions: whoever changed it wins; when both did, the larger amount, so nothing is lost. */
function pick(base: number, local: number, remote: number): number {
  if (local === base) return remote;
  if (remote === base) return local;
  return Math.max(local, remote);
}

/**
 * A three-way merge of the carts after a save found newer ones on the server: `base` is the version
 * this browser last saw, `local` its change since, `remote` the stored one. A line changed on one
 * side takes that change; a line changed on both keeps the larger amount; a line added on either side
 * stays, so two devices editing at once never lose a line silently.
 */
export function mergeStoredCarts(base: StoredCarts, local: StoredCarts, remote: StoredCarts): StoredCarts {
  const merged = emptyStoredCarts();
  for (const method of DELIVERY_METHODS) {
    const [b, l, r] = [amounts(base[method]), amounts(local[method]), amounts(remote[method])];
    const order = [...local[method].products, ...remote[method].products];
    const seen = new Set<string>();
    const products: StoredCart['products'] = [];
    for (const line of order) {
      const key = lineKey(line);
      if (seen.has(key)) continue;
      seen.add(key);
      const qty = pick(b.get(key) ?? 0, l.get(key) ?? 0, r.get(key) ?? 0);
      if (qty > 0) products.push({ ...line, qty });
    }
    const time = [base[method].delivery_time, local[method].delivery_time, remote[method].delivery_time];
    const deliveryTime = time[1] === time[0] ? time[2]! : time[1]!;
    merged[method] = { delivery_time: deliveryTime, products };
  }
  return merged;
}

/** True when two versions hold the same lines and times (line order aside). */
export function sameStoredCarts(a: StoredCarts, b: StoredCarts): boolean {
  return DELIVERY_METHODS.every((method) => {
    const [x, y] = [amounts(a[method]), amounts(b[method])];
    return (
      a[method].delivery_time === b[method].delivery_time &&
      x.size === y.size &&
      [...x].every(([key, qty]) => y.get(key) === qty)
    );
  });
}

/** Product ids in the stored carts whose facts (name, photo, price) the browser does not have. */
export function unknownProducts(stored: StoredCarts, state: CartState, known: ReadonlyMap<number, CartProduct>) {
  const have = new Set(DELIVERY_METHODS.flatMap((method) => state.carts[method].lines.map((line) => line.productId)));
  const ids = DELIVERY_METHODS.flatMap((method) => stored[method].products.map((line) => line.product_id));
  return [...new Set(ids)].filter((id) => !have.has(id) && !known.has(id));
}

/**
 * The browser's carts rebuilt from stored ones: product facts come from the lines the browser had or
 * from `known` (fetched); a line of a product with no facts at all is left out until they arrive.
 */
export function cartStateOf(stored: StoredCarts, state: CartState, known: ReadonlyMap<number, CartProduct>): CartState {
  const facts = new Map<number, CartProduct>(known);
  for (const method of DELIVERY_METHODS) {
    for (const line of state.carts[method].lines) {
      const { productId, name, image, price, categoryId, groups } = line;
      // Fetched facts are newer (a choice repriced or sold out since): they win over the line's copy.
      if (!known.has(productId)) facts.set(productId, { productId, name, image, price, categoryId, groups });
    }
  }
  const carts = Object.fromEntries(
    DELIVERY_METHODS.map((method): [string, Cart] => {
      const lines: CartLine[] = [];
      for (const line of stored[method].products) {
        const product = facts.get(line.product_id);
        if (!product) continue;
        const choices = {
          ...(line.options ? { options: line.options } : {}),
          ...(line.note ? { note: line.note } : {}),
        };
        const key = choicesKey(line.product_id, choices);
        const existing = lines.find((candidate) => choicesKey(candidate.productId, candidate) === key);
        if (existing) existing.quantities[line.size] = line.qty;
        else lines.push({ ...product, ...choices, quantities: { [line.size]: line.qty } });
      }
      return [method, { deliveryTime: stored[method].delivery_time, lines }];
    }),
  ) as CartState['carts'];
  return { version: state.version, carts };
}
