import { useLingui } from '@lingui/react/macro';
import { DELIVERY_METHOD_WORDS, SIZE_WORDS } from '../../src/i18n/catalogueWords';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cartItems, cartProductOf, cartTotals } from '../../src/domain/cart';
import { productDeliveryMethod, type DeliveryMethod } from '../../src/domain/delivery';
import { toShopInputValue } from '../../src/domain/shopTime';
import { ProductDetailScreen } from '../../src/screens/ProductDetailScreen';
import { useProduct } from '../api/product';
import { useCarts } from '../state/carts';
import { paths } from '../paths';
import { useStoredOrderId } from '../state/storedOrder';
import { usePopups } from '../state/popups';
import { detailProduct } from '../views/detailProduct';
import { screenStatus } from '../views/screenStatus';
import { PageTitle } from '../views/PageTitle';
import { useCartCheckout } from '../hooks/useCartCheckout';
import { useOnline } from '../hooks/useOnline';

/** `/cust/product-d?id=`: choose size, amount and delivery, add to that method's cart, check out. */
export function ProductDetailRoute() {
  const { t, i18n } = useLingui();
  const isOnline = useOnline();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const { alert } = usePopups();
  const { state, dispatch } = useCarts();
  const [pendingOrderId] = useStoredOrderId();
  const product = useProduct(Number.isInteger(id) ? id : 0);
  const [chosenMethod, setChosenMethod] = useState<DeliveryMethod | null>(null);
  const checkout = useCartCheckout({ onCheckedOut: () => void navigate(paths.cart) });
  const [added, setAdded] = useState<{ text: string } | null>(null);
  const shown = useMemo(() => (product.data ? detailProduct(product.data) : null), [product.data]);
  const method = chosenMethod ?? (shown ? productDeliveryMethod(shown.methods) : null) ?? 'dine in';
  const cart = state.carts[method];

  return (
    <>
      <PageTitle page={product.data?.name ?? t`Product`} />
      <ProductDetailScreen
        isOffline={!isOnline}
        status={Number.isInteger(id) && id > 0 ? screenStatus(product) : 'notFound'}
        productsHref={paths.custProducts}
        product={shown}
        now={toShopInputValue(new Date())}
        cart={{ items: cartItems(cart), totals: cartTotals(cart, method) }}
        hasPendingOrder={pendingOrderId !== null}
        isCheckoutPending={checkout.isPending}
        onCheckout={checkout.checkout}
        onRetry={() => void product.refetch()}
        onDeliveryMethodChange={({ method: next }) => setChosenMethod(next)}
        onClearCart={({ method: cleared }) => dispatch({ type: 'reset', method: cleared })}
        onAskStaff={() =>
          void alert({
            tone: 'info',
            title: t`Ask a Staff`,
            text: t`Our staff will come to you shortly. You can also ask at the counter.`,
          })
        }
        addedToCart={added}
        onDismissAddedToCart={() => setAdded(null)}
        cartHref={paths.cart}
        onAddToCart={({ size, amount, deliveryMethod, deliveryTime, options, note }) => {
          if (!shown) return;
          setChosenMethod(deliveryMethod);
          dispatch({
            type: 'add',
            method: deliveryMethod,
            size,
            amount,
            deliveryTime,
            options,
            note,
            product: cartProductOf(shown),
          });
          setAdded({
            text: t`Added ${amount} × ${shown.name} (${i18n._(SIZE_WORDS[size])}) to your ${i18n._(DELIVERY_METHOD_WORDS[deliveryMethod])} cart`,
          });
        }}
      />
    </>
  );
}
