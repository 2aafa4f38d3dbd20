import { isCategoryId, isSize, SIZES, type CategoryId, type Size } from './categories';
import { DELIVERY_METHODS, type DeliveryMethod } from './delivery';
import {
  chosenOptions,
  cleanNote,
  lineKey,
  optionGroupOf,
  optionSummary,
  unitPriceWithOptions,
  type OptionGroupView,
} from './options';
import { lineTotalsWithReward } from './memberCard';
import { orderTotals, type OrderTotals, type PriceRates } from './pricing';
import { CART_STATE_VERSION, emptyCartState } from './emptyCartState';

export { CART_STATE_VERSION, emptyCartState };

/** The product facts a cart line keeps so the cart can be shown without a fetch. */
export interface CartProduct {
  productId: number;
  name: string;
  image: string;
  /** Base price in rupiah; the size tier is added when pricing. */
  price: number;
  categoryId: CategoryId;
  /** Its option groups (names and prices of the choices), to show and price a line's choices. */
  groups?: OptionGroupView[];
}

/** The cart's copy of a product as the screens know it (a product without a photo keeps an empty image). */
export function cartProductOf(product: {
  id: number;
  name: string;
  image: string | null;
  price: number;
  categoryId: CategoryId;
  options?: OptionGroupView[];
}): CartProduct {
  return {
    productId: product.id,
    name: product.name,
    image: product.image ?? '',
    price: product.price,
    categoryId: product.categoryId,
    ...(product.options?.length ? { groups: product.options } : {}),
  };
}

/** What tells two lines of one product apart besides the size: the chosen ids and the note. */
export interface LineChoices {
  /** Chosen choice ids; left out means the groups' defaults. */
  options?: number[];
  /** The note for the barista; empty or left out is none. */
  note?: string;
}

/** One product with these choices (the size aside): `lineKey` of docs/product.md without the size. */
export const choicesKey = (productId: number, choices: LineChoices) =>
  lineKey({ product_id: productId, size: '', options: choices.options, note: choices.note });

const sameLine = (line: CartLine, productId: number, choices: LineChoices) =>
  choicesKey(line.productId, line) === choicesKey(productId, choices);

/** The choices as a line keeps them: the note trimmed, and empty parts left out. */
function choicesOf({ options, note }: LineChoices): LineChoices {
  const kept = cleanNote(note);
  return { ...(options ? { options: [...options] } : {}), ...(kept ? { note: kept } : {}) };
}

/**
 * One product with its choices in a cart, with an amount per size (the old site's qtyR, qtyL, … qty500):
 * the same product with other choices or another note is another line.
 */
export interface CartLine extends CartProduct, LineChoices {
  quantities: Partial<Record<Size, number>>;
}

export interface Cart {
  lines: CartLine[];
  /** The chosen delivery time (`datetime-local` value), or empty for "now". */
  deliveryTime: string;
}

/** One cart per delivery method. `version` lets storage drop values written by an older shape. */
export interface CartState {
  version: typeof CART_STATE_VERSION;
  carts: Record<DeliveryMethod, Cart>;
}

export type CartAction =
  | {
      type: 'add';
      method: DeliveryMethod;
      product: CartProduct;
      size: Size;
      amount: number;
      deliveryTime?: string;
      options?: number[];
      note?: string;
    }
  | ({ type: 'setAmount'; method: DeliveryMethod; productId: number; size: Size; amount: number } & LineChoices)
  | ({ type: 'remove'; method: DeliveryMethod; productId: number; size?: Size } & LineChoices)
  | { type: 'reset'; method: DeliveryMethod }
  /** The cart's time, changed from the cart: a datetime-local value, or empty for "now". */
  | { type: 'setTime'; method: DeliveryMethod; deliveryTime: string }
  /** The product as the shop sells it now (its price, name, photo, choices), for every line of it. */
  | { type: 'refreshProduct'; product: CartProduct }
  /**
   * One line (a product in one size with its choices) takes other choices, size or note from the cart:
   * its amount moves to the new line, which joins an equal line as adding would.
   */
  | ({ type: 'changeChoices'; method: DeliveryMethod; productId: number; size: Size } & LineChoices & {
        next: { size: Size } & LineChoices;
      })
  | { type: 'clearAll' };

/** Whole, non-negative amounts only: the amount never goes below 0. */
function clampAmount(amount: number): number {
  return Number.isFinite(amount) ? Math.max(0, Math.floor(amount)) : 0;
}

/** Drops sizes at 0 and lines with no size left. */
function tidy(lines: CartLine[]): CartLine[] {
  return lines
    .map((line) => ({
      ...line,
      quantities: Object.fromEntries(
        Object.entries(line.quantities).filter(([, qty]) => Number(qty) > 0),
      ) as CartLine['quantities'],
    }))
    .filter((line) => Object.keys(line.quantities).length > 0);
}

function withCart(state: CartState, method: DeliveryMethod, cart: Cart): CartState {
  return { ...state, carts: { ...state.carts, [method]: cart } };
}

/**
 * The carts a customer's action edits: all of them for clearAll, none for a product's facts brought
 * up to date (the shop's change, not an edit: a checkout under way stays the same attempt).
 */
export function cartsEditedBy(action: CartAction): readonly DeliveryMethod[] {
  if (action.type === 'clearAll') return DELIVERY_METHODS;
  return action.type === 'refreshProduct' ? [] : [action.method];
}

/** The cart reducer: pure, so the app can keep its result in storage. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const amount = clampAmount(action.amount);
      const cart = state.carts[action.method];
      if (amount === 0) return state;
      const choices = choicesOf(action);
      const existing = cart.lines.find((line) => sameLine(line, action.product.productId, choices));
      const lines = existing
        ? cart.lines.map((line) =>
            line === existing
              ? {
                  ...line,
                  ...action.product,
                  quantities: {
                    ...line.quantities,
                    [action.size]: (line.quantities[action.size] ?? 0) + amount,
                  },
                }
              : line,
          )
        : [...cart.lines, { ...action.product, ...choices, quantities: { [action.size]: amount } }];
      return withCart(state, action.method, {
        lines,
        deliveryTime: action.deliveryTime ?? cart.deliveryTime,
      });
    }
    case 'setAmount': {
      const cart = state.carts[action.method];
      const lines = cart.lines.map((line) =>
        sameLine(line, action.productId, action)
          ? { ...line, quantities: { ...line.quantities, [action.size]: clampAmount(action.amount) } }
          : line,
      );
      return withCart(state, action.method, { ...cart, lines: tidy(lines) });
    }
    case 'remove': {
      const cart = state.carts[action.method];
      const { productId, size } = action;
      const lines =
        size === undefined
          ? // A gone product (no size named) leaves with every line of it, whatever their choices.
            cart.lines.filter((line) => line.productId !== productId)
          : tidy(
              cart.lines.map((line) =>
                sameLine(line, productId, action) ? { ...line, quantities: { ...line.quantities, [size]: 0 } } : line,
              ),
            );
      return withCart(state, action.method, { ...cart, lines });
    }
    case 'reset':
      return withCart(state, action.method, emptyCartState().carts[action.method]);
    case 'setTime':
      return withCart(state, action.method, { ...state.carts[action.method], deliveryTime: action.deliveryTime });
    case 'refreshProduct':
      return refreshProduct(state, action.product);
    case 'changeChoices':
      return changeChoices(state, action);
    case 'clearAll':
      return emptyCartState();
  }
}

/**
 * The edited line's amount leaves it and goes to the line with the new choices and size: added to an
 * equal line when there is one, else to a new line placed right after the old one, so it keeps its place.
 */
function changeChoices(state: CartState, action: Extract<CartAction, { type: 'changeChoices' }>): CartState {
  const cart = state.carts[action.method];
  const index = cart.lines.findIndex((line) => sameLine(line, action.productId, action));
  const line = cart.lines[index];
  const amount = line?.quantities[action.size] ?? 0;
  const next = choicesOf(action.next);
  const isSame =
    action.next.size === action.size && choicesKey(action.productId, next) === choicesKey(action.productId, action);
  if (!line || amount === 0 || isSame) return state;
  const lines = cart.lines.map((one) =>
    one === line ? { ...one, quantities: { ...one.quantities, [action.size]: 0 } } : one,
  );
  const target = lines.findIndex((one) => sameLine(one, action.productId, next));
  if (target === -1) {
    const { options: _options, note: _note, quantities: _quantities, ...facts } = line;
    lines.splice(index + 1, 0, { ...facts, ...next, quantities: { [action.next.size]: amount } });
  } else {
    const joined = lines[target]!;
    const size = action.next.size;
    lines[target] = {
      ...joined,
      quantities: { ...joined.quantities, [size]: (joined.quantities[size] ?? 0) + amount },
    };
  }
  return withCart(state, action.method, { ...cart, lines: tidy(lines) });
}

const sameFacts = (line: CartLine, product: CartProduct) =>
  line.name === product.name &&
  line.price === product.price &&
  line.image === product.image &&
  line.categoryId === product.categoryId &&
  JSON.stringify(line.groups ?? null) === JSON.stringify(product.groups ?? null);

/** Every line of the product takes its current facts; the state is unchanged when none differed. */
function refreshProduct(state: CartState, product: CartProduct): CartState {
  let changed = false;
  const carts = Object.fromEntries(
    DELIVERY_METHODS.map((method) => {
      const cart = state.carts[method];
      const stale = (line: CartLine) => line.productId === product.productId && !sameFacts(line, product);
      if (!cart.lines.some(stale)) return [method, cart];
      changed = true;
      const lines = cart.lines.map((line) => {
        if (!stale(line)) return line;
        const { groups: _old, ...kept } = line;
        return { ...kept, ...product };
      });
      return [method, { ...cart, lines }];
    }),
  ) as CartState['carts'];
  return changed ? { ...state, carts } : state;
}

/** A product whose base price changed since it went in a cart: what the cart said, and what it costs now. */
export interface PriceChange {
  productId: number;
  name: string;
  was: number;
  now: number;
}

/**
 * The products in the carts whose base price is not what the shop asks now (the checkout prices from
 * the shop's, so the cart says so before the customer pays): one entry per product, in cart order.
 */
export function priceChanges(state: CartState, current: readonly CartProduct[]): PriceChange[] {
  const now = new Map(current.map((product) => [product.productId, product]));
  const changes = new Map<number, PriceChange>();
  for (const method of DELIVERY_METHODS) {
    for (const line of state.carts[method].lines) {
      const product = now.get(line.productId);
      if (!product || product.price === line.price || changes.has(line.productId)) continue;
      changes.set(line.productId, {
        productId: line.productId,
        name: product.name,
        was: line.price,
        now: product.price,
      });
    }
  }
  return [...changes.values()];
}

/** A cart line flattened to one product in one size with its choices, priced with them. */
export interface PricedCartItem extends LineChoices {
  /** `lineKey`: what tells this item apart from every other of the cart. */
  key: string;
  productId: number;
  name: string;
  image: string;
  categoryId: CategoryId;
  size: Size;
  qty: number;
  unitPrice: number;
  total: number;
  /** The choices in the customer's words ("Oat, Less sugar, +1 shot"); empty when the product has none. */
  summary: string;
}

/**
 * Lines by product and size in a stable order (sizes small to large), priced by tier and choices with the
 * domain's rule (the server prices again from its own groups: its price is the one paid).
 */
export function cartItems(cart: Cart): PricedCartItem[] {
  return cart.lines.flatMap((line) => {
    const chosen = chosenOptions((line.groups ?? []).map(optionGroupOf), line.options);
    const choices = choicesOf(line);
    return SIZES.filter((size) => (line.quantities[size] ?? 0) > 0).map((size) => {
      const qty = line.quantities[size]!;
      const unitPrice = unitPriceWithOptions(line.price, size, chosen);
      return {
        key: lineKey({ product_id: line.productId, size, options: line.options, note: line.note }),
        productId: line.productId,
        name: line.name,
        image: line.image,
        categoryId: line.categoryId,
        size,
        qty,
        unitPrice,
        total: unitPrice * qty,
        summary: optionSummary(chosen),
        ...choices,
      };
    });
  });
}

/**
 * Derived totals of one cart at the shop's current rates (the server recomputes them from its own
 * prices); `rewardKey` is the line a member takes as the free drink, which costs nothing.
 */
export function cartTotals(
  cart: Cart,
  method: DeliveryMethod,
  rates: PriceRates,
  rewardKey: string | null = null,
): OrderTotals {
  return orderTotals(lineTotalsWithReward(cartItems(cart), rewardKey), method, rates);
}

/** The body of `POST order/checkout` for one delivery method's cart, the free drink's line marked `redeem`. */
export function checkoutPayload(state: CartState, method: DeliveryMethod, rewardKey: string | null = null) {
  const cart = state.carts[method];
  return {
    delivery_method: method,
    delivery_time: cart.deliveryTime,
    products: cartItems(cart).map((item) => ({
      product_id: item.productId,
      qty: item.qty,
      size: item.size,
      ...choicesOf(item),
      ...(item.key === rewardKey ? { redeem: true } : {}),
    })),
  };
}

/*
 * Stored carts are checked by hand rather than with zod: storage is read on every page, and these
 * few checks keep the validation library out of the pages that have no form.
 */
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;

function readQuantities(value: unknown): CartLine['quantities'] | null {
  if (!isObject(value)) return null;
  const quantities: CartLine['quantities'] = {};
  for (const [size, qty] of Object.entries(value)) {
    if (!isSize(size) || !isWhole(qty, 0)) return null;
    quantities[size] = qty;
  }
  return quantities;
}

function readLine(value: unknown): CartLine | null {
  if (!isObject(value)) return null;
  const { productId, name, image, price, categoryId } = value;
  const quantities = readQuantities(value.quantities);
  if (!isWhole(productId, 1) || typeof name !== 'string' || typeof image !== 'string') return null;
  if (!isWhole(price, 0) || !isCategoryId(categoryId) || !quantities) return null;
  const { options, note, groups } = value;
  if (options !== undefined && !(Array.isArray(options) && options.every((id) => isWhole(id, 1)))) return null;
  if (note !== undefined && typeof note !== 'string') return null;
  // The groups are the shop's, read back from this browser's own storage: an array is trusted as it is.
  if (groups !== undefined && !Array.isArray(groups)) return null;
  return {
    productId,
    name,
    image,
    price,
    categoryId,
    quantities,
    ...(groups ? { groups: groups as OptionGroupView[] } : {}),
    ...choicesOf({ options: options as number[] | undefined, note }),
  };
}

function readCart(value: unknown): Cart | null {
  if (!isObject(value) || typeof value.deliveryTime !== 'string' || !Array.isArray(value.lines)) return null;
  const lines = value.lines.map(readLine);
  return lines.every((line) => line !== null) ? { deliveryTime: value.deliveryTime, lines } : null;
}

/** Reads a stored cart state; anything corrupt or from another version falls back to empty carts. */
export function parseCartState(value: unknown): CartState {
  if (!isObject(value) || value.version !== CART_STATE_VERSION || !isObject(value.carts)) return emptyCartState();
  const stored = value.carts;
  const carts = DELIVERY_METHODS.map((method) => [method, readCart(stored[method])] as const);
  if (carts.some(([, cart]) => cart === null)) return emptyCartState();
  return { version: CART_STATE_VERSION, carts: Object.fromEntries(carts) as Record<DeliveryMethod, Cart> };
}
