import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CartAction, CartState } from '../../src/domain/cart';
import type { DeliveryMethod } from '../../src/domain/delivery';
import { emptyCartState } from '../../src/domain/emptyCartState';
import type { ServerCarts } from '../api/cart';
import { useHydrated } from './hydration';
import type { LiveCarts, LiveCartsBeside } from './liveCarts';
import { useSession } from './session';

/** A line's choices changed from the cart: the reducer's action. */
export type ChoicesAction = Extract<CartAction, { type: 'changeChoices' }>;

/** How a change of a line's choices ended: kept, or refused by the server in its own words. */
export type ChoicesSaved = { ok: true } | { ok: false; message: string };

export interface CartsValue {
  state: CartState;
  dispatch(action: CartAction): void;
  /**
   * Changes a line's choices once the server has kept them (docs/product.md, "Customisations": the
   * server checks choices on every save); refused (a choice sold out meanwhile), the line stays as it
   * was and the answer carries the server's words. Offline or before the carts' first load, it is
   * kept here and saved later, as every other edit.
   */
  changeChoices(action: ChoicesAction): Promise<ChoicesSaved>;
  /** Items across the three carts, for the nav bar's badge. */
  count: number;
  /** The Idempotency-Key of this cart's checkout attempt: the same for a retry until it succeeds or the cart changes. */
  checkoutKey(method: DeliveryMethod, body: unknown): string;
  /** Products found to be off the menu: shown as no longer available, left out of saves and checkouts. */
  gone: ReadonlySet<number>;
  markGone(productId: number): void;
  /** Reads the carts from the server again (the cart page does on opening, to show another device's changes). */
  refresh(): void;
  /** Carts the server announced (a `cart` event of the stream): shown, merged with what is not saved yet. */
  adoptServerCarts(carts: ServerCarts): void;
  /**
   * Marks a checkout of this cart as without an answer yet (or whose answer was lost), or as answered.
   * Meanwhile announced carts are left for later: the server may have emptied this cart for the order
   * it made, and the customer's retry must still send these lines to get that order back.
   */
  setCheckoutUnsettled(method: DeliveryMethod, unsettled: boolean): void;
}

/** The carts with the empty carts a drawn page shows until it is hydrated (useCarts). */
export type CartsContextValue = CartsValue & { drawn: CartsValue };

/**
 * Carts changed before their code is in (a line chosen as a visitor, added as the page comes back
 * signed in), handed to it once it is; then its own `dispatch`, for a caller still holding the empty carts.
 */
export interface EarlyEdits {
  push(action: CartAction): void;
  /** The carts' code is in: the edits kept so far go through its dispatch, and later ones too, until the returned call. */
  connect(dispatch: (action: CartAction) => void): () => void;
}

function earlyEdits(): EarlyEdits {
  let kept: CartAction[] = [];
  let live: ((action: CartAction) => void) | null = null;
  return {
    push(action) {
      if (live) live(action);
      else kept.push(action);
    },
    connect(dispatch) {
      live = dispatch;
      const waiting = kept;
      kept = [];
      for (const action of waiting) dispatch(action);
      return () => {
        if (live === dispatch) live = null;
      };
    },
  };
}

type LiveModule = { LiveCarts: typeof LiveCarts; LiveCartsBeside: typeof LiveCartsBeside };
let live: LiveModule | null = null;
let loading: Promise<LiveModule> | null = null;

/**
 * Loads the carts' reducer, storage and sync with the server, once. main.tsx waits for it before the
 * first render when a session is stored, so a signed-in page draws its carts at once.
 */
export function loadCarts(): Promise<LiveModule> {
  loading ??= import('./liveCarts').then(
    (module) => (live = module),
    (error: unknown) => {
      loading = null; // offline: the next session change tries again
      throw error;
    },
  );
  return loading;
}

const CartsContext = createContext<CartsContextValue | null>(null);
const NONE: ReadonlySet<number> = new Set();

/** The empty carts before their code is in: an edit asks for it (`wanted`) and waits for it (EarlyEdits). */
function waitingCarts(early: EarlyEdits, wanted: () => void): CartsContextValue {
  const dispatch = (action: CartAction) => {
    early.push(action);
    wanted();
  };
  const value: CartsValue = {
    state: emptyCartState(),
    count: 0,
    gone: NONE,
    dispatch,
    changeChoices: (action) => {
      dispatch(action);
      return Promise.resolve({ ok: true });
    },
    checkoutKey: () => crypto.randomUUID(),
    markGone: () => undefined,
    // The carts' first load reads the server's carts and the stream's announcements anyway.
    refresh: () => undefined,
    adoptServerCarts: () => undefined,
    setCheckoutUnsettled: () => undefined,
  };
  return { ...value, drawn: value };
}

/**
 * The user's three carts (dine in, home delivery, take away). A visitor's are never stored (docs/
 * product.md, "A menu anyone can browse"), so every page's first load carries only the empty carts;
 * the reducer, storage and the sync with the server (./liveCarts.tsx) load with a session.
 *
 * With a stored session the code is in before the first render (app/main.tsx): the live carts are
 * then the provider from the start, so no page ever holds the empty carts' value. Handed up from a
 * sibling after the first render instead, the cart page started with the empty carts and took the live
 * ones a commit later, its own effects answering each value handed up: a cart opened on a second
 * device, or with a price the shop changed, stayed on its skeleton (docs/benchmarks.md, "The carts
 * loaded with a session").
 *
 * Came in later (a visitor who signs in, a page's own carts edited without a session), the live carts
 * sit beside the tree and hand their value up, so the tree keeps its shape and no page is drawn again.
 */
export function CartsProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  // Which of the two, decided once: the tree's shape never changes under the pages.
  const [first] = useState(live);
  const [module, setModule] = useState(live);
  const [liveValue, setLiveValue] = useState<CartsContextValue | null>(null);
  const [early] = useState(earlyEdits);
  // Edited without a session (a page's own carts, as in the stories): the code loads for that too.
  const [edited, setEdited] = useState(false);
  const waiting = useMemo(() => waitingCarts(early, () => setEdited(true)), [early]);
  useEffect(() => {
    if (module || (session === null && !edited)) return;
    let current = true;
    loadCarts().then(
      (loaded) => current && setModule(loaded),
      () => undefined, // offline: the empty carts stay until the next session change
    );
    return () => {
      current = false;
    };
  }, [module, session, edited]);
  if (first) {
    return (
      <first.LiveCarts early={early} context={CartsContext}>
        {children}
      </first.LiveCarts>
    );
  }
  const Beside = module?.LiveCartsBeside;
  return (
    <CartsContext.Provider value={liveValue ?? waiting}>
      {Beside && <Beside onValue={setLiveValue} early={early} />}
      {children}
    </CartsContext.Provider>
  );
}

/**
 * The carts. While a page the server drew is hydrated they are the empty carts it was drawn with
 * (useHydrated), so the first render matches that HTML; asked per component, since a part of the page
 * may hydrate after the providers above it have their state.
 */
export function useCarts(): CartsValue {
  const value = useContext(CartsContext);
  const hydrated = useHydrated();
  if (!value) throw new Error('useCarts needs a CartsProvider');
  return hydrated ? value : value.drawn;
}
