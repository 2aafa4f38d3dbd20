import { i18n } from '@lingui/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { OrderAgainRequest } from '../../src/components/OrderAgainDialog';
import { cartProductOf } from '../../src/domain/cart';
import type { DeliveryMethod } from '../../src/domain/delivery';
import { POPUPS } from '../../src/domain/messages';
import { planReorder, type ReorderInputLine, type ReorderPlan, type ReorderProduct } from '../../src/domain/reorder';
import { ApiError, errorText } from '../api/client';
import { productQuery } from '../api/product';
import type { Product } from '../api/types';
import { paths } from '../paths';
import { useCarts } from '../state/carts';
import { usePopups } from '../state/popups';
import { detailProduct } from '../views/detailProduct';

// The dialog (and the modal machinery under it) loads when something changed, not with the page.
const OrderAgainDialog = lazy(async () => ({
  default: (await import('../../src/components/OrderAgainDialog')).OrderAgainDialog,
}));

/** An old order as the history or the tracker knows it. */
export interface OrderAgainInput {
  deliveryMethod: DeliveryMethod;
  lines: ReorderInputLine[];
}

/**
 * The API's product as the reorder rules see it, named in the page's language; its choices keep their
 * English names, by which the order's snapshot finds them again (the cart shows them in the page's
 * language, app/routes/CartsRoute.tsx).
 */
function reorderProductOf(product: Product): ReorderProduct {
  const detail = detailProduct(product, i18n.locale);
  const { groups } = cartProductOf(detailProduct(product, 'en'));
  return { ...cartProductOf(detail), groups, sizes: detail.sizes, stock: detail.stock, methods: detail.methods };
}

/**
 * Today's facts of the order's products, fresh (stock changes by the minute) but through the
 * shared cache; one taken off the menu answers 404 and is left out, so the plan calls it gone.
 */
async function currentProducts(client: QueryClient, ids: number[]): Promise<ReorderProduct[]> {
  const answers = await Promise.all(
    ids.map((id) =>
      client.fetchQuery({ ...productQuery(id), staleTime: 0 }).then(
        (product) => reorderProductOf(product),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    ),
  );
  return answers.filter((product) => product !== null);
}

/**
 * "Order again": puts an old order's lines in that delivery method's cart (added to what is there)
 * and opens the cart. When anything changed since (gone, sold out, fewer left, a size or method no
 * longer offered), nothing is added until the customer has read the dialog and chosen; render
 * `dialog` wherever the hook is used.
 */
export function useOrderAgain(): {
  orderAgain(order: OrderAgainInput): Promise<void>;
  dialog: ReactNode;
  isPending: boolean;
} {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { alert } = usePopups();
  const { state, dispatch } = useCarts();
  const [plan, setPlan] = useState<ReorderPlan | null>(null);
  const [isPending, setPending] = useState(false);
  // A second tap while the products are being fetched is ignored rather than adding the order twice.
  const busy = useRef(false);
  // The carts when the products arrive, not when the tap happened.
  const carts = useRef(state);
  useEffect(() => {
    carts.current = state;
  });

  const add = useCallback(
    ({ method, additions }: OrderAgainRequest) => {
      for (const { product, size, amount, options, note } of additions)
        dispatch({ type: 'add', method, product, size, amount, options, note });
      setPlan(null);
      void navigate(paths.cart);
    },
    [dispatch, navigate],
  );

  const orderAgain = useCallback(
    async ({ deliveryMethod: method, lines }: OrderAgainInput) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        const products = await currentProducts(client, [...new Set(lines.map((line) => line.productId))]);
        const next = planReorder({ method, lines, products, cart: carts.current.carts[method] });
        if (next.hasChanges) setPlan(next);
        else add(next);
      } catch (error) {
        void alert({ tone: 'error', title: POPUPS.failedTitle, text: errorText(error) });
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [add, alert, client],
  );

  const dialog = plan ? (
    <Suspense fallback={null}>
      <OrderAgainDialog isOpen plan={plan} onAdd={add} onCancel={() => setPlan(null)} />
    </Suspense>
  ) : null;

  return { orderAgain, dialog, isPending };
}
