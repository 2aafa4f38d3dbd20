import { i18n } from '@lingui/core';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Context,
  type ReactNode,
} from 'react';
import {
  cartItems,
  cartProductOf,
  cartsEditedBy,
  cartReducer,
  emptyCartState,
  type CartAction,
  type CartProduct,
} from '../../src/domain/cart';
import { emptyStoredCarts, type StoredCarts } from '../../src/domain/cartLines';
import {
  cartStateOf,
  mergeStoredCarts,
  sameStoredCarts,
  storedCartsOf,
  unknownProducts,
} from '../../src/domain/cartSync';
import { checkoutKey, endAttempts, type CheckoutAttempts } from '../../src/domain/checkoutAttempt';
import { DELIVERY_METHODS, type DeliveryMethod } from '../../src/domain/delivery';
import { fetchCarts, saveCarts, staleCartsOf, type ServerCarts } from '../api/cart';
import { ApiError } from '../api/client';
import { fetchProduct } from '../api/product';
import { lineKey } from '../../src/domain/options';
import { detailProduct } from '../views/detailProduct';
import { useHydrated } from './hydration';
import { useSession } from './session';
import type { CartsContextValue, ChoicesAction, ChoicesSaved, EarlyEdits } from './carts';
import { cartStorage as storage } from './cartStorage';

const NONE: ReadonlySet<number> = new Set();
const EMPTY_CARTS = emptyCartState();

interface Sync {
  userId: string;
  /** The carts as last seen on the server: the base of a merge and the version a save names. */
  base: ServerCarts | null;
  loaded: boolean;
  saving: boolean;
  again: boolean;
  /** Carts the server announced meanwhile, for the save loop to merge before it compares or saves. */
  announced: ServerCarts | null;
  /** A change of a line's choices waiting for the server's word before it shows (changeChoices). */
  trial: { action: ChoicesAction; settle(answer: ChoicesSaved): void } | null;
}

/** Whether announced carts are later than the version held (this device's own save comes back equal). */
function isNewer(announced: ServerCarts, base: ServerCarts | null): boolean {
  if (announced.updated_at === null) return false;
  return !base?.updated_at || Date.parse(announced.updated_at) > Date.parse(base.updated_at);
}

/** The line a `PUT cart` refused (`details` names `carts.<method>.products.<index>`), or null. */
function refusedLine(details: unknown, sent: StoredCarts) {
  const key = Object.keys(typeof details === 'object' && details !== null ? details : {})[0] ?? '';
  const match = /^carts\.(.+)\.products\.(\d+)$/.exec(key);
  const method = DELIVERY_METHODS.find((candidate) => candidate === match?.[1]);
  const line = method ? sent[method].products[Number(match![2])] : undefined;
  return method && line ? { method, line } : null;
}

/** Whether the refused line is the one a change of choices makes. */
function isTrialLine(refused: ReturnType<typeof refusedLine>, { method, productId, next }: ChoicesAction) {
  const made = lineKey({ product_id: productId, size: next.size, options: next.options, note: next.note });
  return refused?.method === method && lineKey(refused.line) === made;
}

/** The facts of products the browser has never seen (added on another device); a gone one is skipped. */
async function productFacts(ids: number[]): Promise<Map<number, CartProduct>> {
  const answers = await Promise.allSettled(ids.map((id) => fetchProduct(id)));
  const facts = new Map<number, CartProduct>();
  for (const answer of answers) {
    if (answer.status !== 'fulfilled' || !answer.value) continue;
    facts.set(answer.value.id, cartProductOf(detailProduct(answer.value, i18n.locale)));
  }
  return facts;
}

/**
 * The signed-in user's three carts (dine in, home delivery, take away): the domain reducer's state,
 * kept per user in storage for the first paint and offline, and, for a customer, on the server
 * (`GET`/`PUT cart`) so they follow the account to any device. A save names the version it
 * replaces; when another device saved first (409), the two are merged line by line and saved again.
 * Loaded with a session (./carts.tsx). `early`: edits made before this code was in (a visitor's
 * chosen line, added once signed in), applied now; then this dispatch, for a caller still holding the
 * empty carts.
 */
function useLiveCarts(early: EarlyEdits): CartsContextValue {
  const { session, role } = useSession();
  const userId = session?.id ?? null;
  const syncs = userId !== null && role === 'customer';
  const [owned, setOwned] = useState(() => ({ userId, state: storage.carts(userId ?? '') }));
  // A different user signed in: read their carts (render-time reset, no effect needed).
  const current = owned.userId === userId ? owned : { userId, state: storage.carts(userId ?? '') };
  if (current !== owned) setOwned(current);
  const [goneOwned, setGoneOwned] = useState(() => ({ userId, ids: NONE }));
  const gone = goneOwned.userId === userId ? goneOwned.ids : NONE;
  const [loads, setLoads] = useState(0);
  // Kept in memory: a reload forgets the attempt, and the server's one-unpaid-order rule covers that.
  const attempts = useRef<{ userId: string | number | null; open: CheckoutAttempts }>({ userId, open: {} });
  // What the save loop reads: the latest carts and gone products, not those of the render that started it.
  const latest = useRef({ state: current.state, gone });
  const sync = useRef<Sync | null>(null);
  useEffect(() => {
    latest.current = { state: current.state, gone };
  });

  const keyFor = useCallback(
    (method: DeliveryMethod, body: unknown) => {
      const mine = attempts.current.userId === userId ? attempts.current.open : {};
      const next = checkoutKey(mine, method, JSON.stringify(body), () => crypto.randomUUID());
      attempts.current = { userId, open: next.attempts };
      return next.key;
    },
    [userId],
  );

  // Carts whose checkout has no answer: see setCheckoutUnsettled.
  const unsettled = useRef(new Set<DeliveryMethod>());
  const setCheckoutUnsettled = useCallback((method: DeliveryMethod, isUnsettled: boolean) => {
    if (isUnsettled) unsettled.current.add(method);
    else unsettled.current.delete(method);
  }, []);

  const dispatch = useCallback((action: CartAction) => {
    attempts.current = { ...attempts.current, open: endAttempts(attempts.current.open, action) };
    // A changed cart is a new attempt: the old one's answer no longer matters.
    for (const method of cartsEditedBy(action)) {
      unsettled.current.delete(method);
    }
    setOwned((previous) => {
      const state = cartReducer(previous.state, action);
      if (previous.userId) storage.saveCarts(previous.userId, state);
      return { ...previous, state };
    });
  }, []);

  const markGone = useCallback(
    (productId: number) =>
      setGoneOwned((previous) => {
        const ids = previous.userId === userId ? previous.ids : NONE;
        if (ids.has(productId)) return previous;
        const next = new Set(ids).add(productId);
        latest.current = { ...latest.current, gone: next };
        return { userId, ids: next };
      }),
    [userId],
  );

  /** Shows carts that came from the server, fetching the facts of products first seen there. */
  const replace = useCallback(async (s: Sync, stored: StoredCarts) => {
    const ids = unknownProducts(stored, latest.current.state, new Map());
    const facts = ids.length ? await productFacts(ids) : new Map<number, CartProduct>();
    if (sync.current !== s) return;
    const seen = latest.current.state;
    const state = cartStateOf(stored, seen, facts);
    latest.current = { ...latest.current, state };
    storage.saveCarts(s.userId, state);
    // A transition, like every change that comes without a press (app/state/orderEvents.tsx says why).
    startTransition(() =>
      setOwned((previous) => {
        if (previous.userId !== s.userId) return previous;
        if (previous.state === seen) return { ...previous, state };
        // A change made while the merge ran (a line added as the page came back from sign-in) is not
        // lost: it is merged again on top of the result, as a change of this device's.
        const rebased = cartStateOf(
          mergeStoredCarts(storedCartsOf(seen), storedCartsOf(previous.state), stored),
          previous.state,
          facts,
        );
        storage.saveCarts(s.userId, rebased);
        return { ...previous, state: rebased };
      }),
    );
  }, []);

  const setBase = (s: Sync, base: ServerCarts) => {
    s.base = base;
    storage.saveSyncedCarts(s.userId, base);
  };

  /** Saves the carts until the server holds them; one save at a time, a change meanwhile saves again. */
  const push = useCallback(async () => {
    const s = sync.current;
    if (!s?.loaded) return;
    if (s.saving) {
      s.again = true;
      return;
    }
    s.saving = true;
    try {
      // A few rounds at most: each is a change made meanwhile, a merge after a 409 or a refused line.
      for (let round = 0; round < 5 && sync.current === s; round += 1) {
        s.again = false;
        const announced = s.announced;
        s.announced = null;
        if (announced && isNewer(announced, s.base)) {
          const merged = mergeStoredCarts(
            s.base?.carts ?? emptyStoredCarts(),
            storedCartsOf(latest.current.state, latest.current.gone),
            announced.carts,
          );
          setBase(s, announced);
          await replace(s, merged);
        }
        // A change of choices is saved with the carts before it shows; kept, it shows at once.
        const trial = s.trial;
        const edited = trial ? cartReducer(latest.current.state, trial.action) : latest.current.state;
        const keep = () => {
          if (!trial || s.trial !== trial) return;
          s.trial = null;
          latest.current = { ...latest.current, state: edited };
          dispatch(trial.action);
          trial.settle({ ok: true });
        };
        const local = storedCartsOf(edited, latest.current.gone);
        if (s.base && sameStoredCarts(local, s.base.carts)) {
          keep();
          if (s.again || s.announced) continue;
          break;
        }
        try {
          setBase(s, await saveCarts({ carts: local, updated_at: s.base?.updated_at ?? null }));
          keep();
        } catch (error) {
          // No answer (offline): the stored copy waits for the next change or the next visit.
          if (!(error instanceof ApiError)) {
            keep();
            break;
          }
          // The changed line refused (a choice or the product sold out meanwhile): the line stays as
          // it was, and the customer reads why.
          const isTrialRefused =
            trial !== null &&
            s.trial === trial &&
            ((error.status === 409 && error.code === 'SOLD_OUT') ||
              (error.status === 400 && isTrialLine(refusedLine(error.details, local), trial.action)));
          if (isTrialRefused) {
            s.trial = null;
            trial.settle({ ok: false, message: error.message });
            continue;
          }
          const stored = error.status === 409 ? staleCartsOf(error.details) : null;
          if (stored) {
            const merged = mergeStoredCarts(s.base?.carts ?? emptyStoredCarts(), local, stored.carts);
            setBase(s, stored);
            await replace(s, merged);
            continue;
          }
          const refused = error.status === 400 ? (refusedLine(error.details, local)?.line.product_id ?? null) : null;
          if (refused === null || latest.current.gone.has(refused)) break;
          markGone(refused);
          continue;
        }
        if (!s.again && !s.announced) break;
      }
    } finally {
      s.saving = false;
      // Rounds used up, or the save stopped on another line: the change is kept here, as any edit.
      const waiting = s.trial;
      if (waiting) {
        s.trial = null;
        dispatch(waiting.action);
        waiting.settle({ ok: true });
      }
    }
  }, [dispatch, markGone, replace]);

  // Signed in as a customer (or asked to refresh): the server's carts merged with this browser's.
  useEffect(() => {
    if (!syncs || userId === null) return;
    const s: Sync = {
      userId,
      base: storage.syncedCarts(userId),
      loaded: false,
      saving: false,
      again: false,
      announced: null,
      trial: null,
    };
    sync.current = s;
    void (async () => {
      try {
        const remote = await fetchCarts();
        if (sync.current !== s) return;
        const local = storedCartsOf(latest.current.state);
        const merged = mergeStoredCarts(s.base?.carts ?? emptyStoredCarts(), local, remote.carts);
        setBase(s, remote);
        await replace(s, merged);
        s.loaded = true;
        await push();
      } catch {
        // Offline or refused: the stored copy stays on screen; the next visit tries again.
      }
    })();
    return () => {
      if (sync.current === s) sync.current = null;
    };
  }, [syncs, userId, loads, push, replace]);

  // Every change (and every product found gone) is saved.
  useEffect(() => {
    void push();
  }, [current.state, gone, push]);

  const refresh = useCallback(() => setLoads((count) => count + 1), []);

  const changeChoices = useCallback(
    (action: ChoicesAction) =>
      new Promise<ChoicesSaved>((settle) => {
        const s = sync.current;
        if (!s?.loaded) {
          dispatch(action);
          settle({ ok: true });
          return;
        }
        // One dialog at a time: a change still waiting is left as it was.
        s.trial?.settle({ ok: false, message: '' });
        s.trial = { action, settle };
        void push();
      }),
    [dispatch, push],
  );

  // Through the save loop, so a merge never runs beside a save; before the first load, the load
  // under way reads the server's carts anyway.
  const adoptServerCarts = useCallback(
    (announced: ServerCarts) => {
      const s = sync.current;
      // A later save or the next load brings what is left for later here (a 409 merges it).
      if (!s?.loaded || unsettled.current.size > 0 || !isNewer(announced, s.base)) return;
      s.announced = announced;
      void push();
    },
    [push],
  );

  const value = useMemo(() => {
    const count = DELIVERY_METHODS.reduce(
      (sum, method) => sum + cartItems(current.state.carts[method]).reduce((items, item) => items + item.qty, 0),
      0,
    );
    const actions = {
      dispatch,
      changeChoices,
      checkoutKey: keyFor,
      gone,
      markGone,
      refresh,
      adoptServerCarts,
      setCheckoutUnsettled,
    };
    return { ...actions, state: current.state, count, drawn: { ...actions, state: EMPTY_CARTS, count: 0 } };
  }, [current.state, dispatch, changeChoices, keyFor, gone, markGone, refresh, adoptServerCarts, setCheckoutUnsettled]);
  useEffect(() => early.connect(dispatch), [early, dispatch]);
  return value;
}

/**
 * The live carts as the provider of the tree (`children`): the code was in before the first render
 * (a stored session, app/main.tsx), so every page sees these carts from its first render on, and
 * nothing is handed over later.
 */
export function LiveCarts({
  early,
  context,
  children,
}: {
  early: EarlyEdits;
  context: Context<CartsContextValue | null>;
  children: ReactNode;
}) {
  const value = useLiveCarts(early);
  return <context.Provider value={value}>{children}</context.Provider>;
}

/**
 * The live carts beside the tree, for code that came in after the first render (a visitor who signs
 * in, a page's own carts edited without a session): the tree keeps its shape, so no page is drawn
 * again, and each value goes up through `onValue` for ./carts.tsx's provider to hand down.
 */
export function LiveCartsBeside({ early, onValue }: { early: EarlyEdits; onValue(value: CartsContextValue): void }) {
  const value = useLiveCarts(early);
  // Before paint, so a page the browser draws itself shows the stored carts at once; while a drawn
  // page is hydrated, as a transition, like every change that comes without a press
  // (app/state/orderEvents.tsx says why).
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) onValue(value);
    else startTransition(() => onValue(value));
  }, [hydrated, onValue, value]);
  return null;
}
