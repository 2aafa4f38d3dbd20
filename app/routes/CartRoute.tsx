import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CartScreen } from '../../src/screens/CartScreen';
import { ApiError } from '../api/client';
import { productQuery } from '../api/product';
import { useUnpaidOrder } from '../api/unpaidOrder';
import { paths } from '../paths';
import { useCarts } from '../state/carts';
import { useStoredOrderId } from '../state/storedOrder';
import { cartSections } from '../views/cartView';
import { PaymentRoute } from './PaymentRoute';
import { PageTitle } from '../views/PageTitle';
import { useCartCheckout } from '../hooks/useCartCheckout';
import { useOnline } from '../hooks/useOnline';

/** The customer's carts: each line's product is looked up, so one taken off the menu shows as such. */
function CartsPage() {
  const isOnline = useOnline();
  const { state, dispatch, gone, markGone, refresh } = useCarts();
  const { checkout, checkingOut } = useCartCheckout();
  // Another device's changes show when the page opens.
  useEffect(() => refresh(), [refresh]);
  const ids = [...new Set(Object.values(state.carts).flatMap((cart) => cart.lines.map((line) => line.productId)))];
  const products = useQueries({ queries: ids.map((id) => ({ ...productQuery(id), retry: false })) });
  const missing = ids.filter((_, index) => {
    const { error } = products[index]!;
    return error instanceof ApiError && error.status === 404;
  });
  const missingKey = missing.join(',');
  useEffect(() => {
    for (const id of missingKey ? missingKey.split(',') : []) markGone(Number(id));
  }, [missingKey, markGone]);

  return (
    <CartScreen
      isOffline={!isOnline}
      status="ready"
      sections={cartSections(state, gone)}
      productsHref={paths.custProducts}
      checkingOut={checkingOut}
      onAmountChange={({ method, productId, size, amount }) =>
        dispatch({ type: 'setAmount', method, productId, size, amount })
      }
      onRemove={({ method, productId, size }) =>
        dispatch(
          size === undefined ? { type: 'remove', method, productId } : { type: 'remove', method, productId, size },
        )
      }
      onCheckout={checkout}
    />
  );
}

/**
 * `/cust/cart`: the order waiting for payment when there is one (the Payment screen of
 * docs/product.md#customer-screens; the server says which, so one checked out on another device is payable here), otherwise
 * the carts. The stored `order_id` follows the server's answer, as the old site kept it.
 */
export function CartRoute() {
  const { t } = useLingui();
  const unpaid = useUnpaidOrder();
  const [storedId, setStoredId] = useStoredOrderId();
  const serverId = unpaid.data?.id ?? null;
  useEffect(() => {
    if (unpaid.isSuccess && storedId !== serverId) setStoredId(serverId);
  }, [unpaid.isSuccess, storedId, serverId, setStoredId]);
  // Without an answer (offline) the stored order is the best guess.
  const orderId = unpaid.isSuccess ? serverId : unpaid.isError ? storedId : null;

  if (unpaid.isPending) {
    return (
      <>
        <PageTitle page={t`Cart`} />
        <CartScreen
          status="loading"
          sections={[]}
          productsHref={paths.custProducts}
          onAmountChange={() => {}}
          onRemove={() => {}}
          onCheckout={() => {}}
        />
      </>
    );
  }
  if (orderId !== null) return <PaymentRoute key={orderId} orderId={orderId} />;
  return (
    <>
      <PageTitle page={t`Cart`} />
      <CartsPage />
    </>
  );
}
