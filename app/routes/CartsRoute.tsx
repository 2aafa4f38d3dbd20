import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CartScreen } from '../../src/screens/CartScreen';
import { toShopInputValue } from '../../src/domain/shopTime';
import { ApiError } from '../api/client';
import { productQuery } from '../api/product';
import { paths } from '../paths';
import { useCarts } from '../state/carts';
import { cartSections } from '../views/cartView';
import { PageTitle } from '../views/PageTitle';
import { useCartCheckout } from '../hooks/useCartCheckout';
import { useOnline } from '../hooks/useOnline';

/**
 * `/cust/cart` with no order waiting for payment (CartRoute finds out): the customer's carts. Each
 * line's product is looked up, so one taken off the menu shows as such. `onCheckout` hears of a
 * checkout as it starts.
 */
export function CartsRoute({ onCheckout }: { onCheckout?: () => void }) {
  const { t } = useLingui();
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
    <>
      <PageTitle page={t`Cart`} />
      <CartScreen
        isOffline={!isOnline}
        status="ready"
        sections={cartSections(state, gone)}
        productsHref={paths.custProducts}
        checkingOut={checkingOut}
        onAmountChange={(change) => dispatch({ type: 'setAmount', ...change })}
        now={toShopInputValue(new Date())}
        onTimeChange={(change) => dispatch({ type: 'setTime', ...change })}
        onRemove={({ size, ...removal }) =>
          dispatch(size === undefined ? { type: 'remove', ...removal } : { type: 'remove', ...removal, size })
        }
        onCheckout={(request) => {
          onCheckout?.();
          checkout(request);
        }}
      />
    </>
  );
}
