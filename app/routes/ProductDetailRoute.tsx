import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cartItems, cartProductOf, cartTotals, checkoutPayload } from '../../src/domain/cart';
import { SIZE_LABELS } from '../../src/domain/categories';
import { DELIVERY_METHOD_LABELS, productDeliveryMethod, type DeliveryMethod } from '../../src/domain/delivery';
import { POPUPS } from '../../src/domain/messages';
import { toShopInputValue } from '../../src/domain/shopTime';
import { ProductDetailScreen } from '../../src/screens/ProductDetailScreen';
import { useCheckout } from '../api/checkout';
import { ApiError, errorText } from '../api/client';
import { useProduct } from '../api/product';
import { useCarts } from '../state/carts';
import { paths } from '../paths';
import { useStoredOrderId } from '../state/storedOrder';
import { usePopups } from '../state/popups';
import { detailProduct } from '../views/detailProduct';
import { screenStatus } from '../views/screenStatus';
import { PageTitle } from '../views/PageTitle';
import { useOnline } from '../hooks/useOnline';

/** `/cust/product-d?id=`: choose size, amount and delivery, add to that method's cart, check out. */
export function ProductDetailRoute() {
  const isOnline = useOnline();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const { alert } = usePopups();
  const { state, dispatch, checkoutKey } = useCarts();
  const [pendingOrderId, setPendingOrderId] = useStoredOrderId();
  const product = useProduct(Number.isInteger(id) ? id : 0);
  const [chosenMethod, setChosenMethod] = useState<DeliveryMethod | null>(null);
  const checkout = useCheckout();
  const [added, setAdded] = useState<{ text: string } | null>(null);
  const shown = useMemo(() => (product.data ? detailProduct(product.data) : null), [product.data]);
  const method = chosenMethod ?? (shown ? productDeliveryMethod(shown.methods) : null) ?? 'dine in';
  const cart = state.carts[method];

  const onCheckout = ({ method: checkoutMethod }: { method: DeliveryMethod }) => {
    const body = checkoutPayload(state, checkoutMethod);
    checkout.mutate(
      { body, idempotencyKey: checkoutKey(checkoutMethod, body) },
      {
        onSuccess: ({ data }) => {
          setPendingOrderId(data.order_id);
          dispatch({ type: 'reset', method: checkoutMethod });
          navigate(paths.cart);
        },
        onError: (error) => {
          // The server knows of an unpaid order this browser forgot (another device, cleared storage).
          const pending = error instanceof ApiError ? Number(error.details?.order_id) : NaN;
          if (Number.isInteger(pending) && pending > 0) setPendingOrderId(pending);
          void alert({ tone: 'error', title: POPUPS.failedTitle, text: errorText(error) });
        },
      },
    );
  };

  return (
    <>
      <PageTitle page={product.data?.name ?? 'Product'} />
      <ProductDetailScreen
        isOffline={!isOnline}
        status={Number.isInteger(id) && id > 0 ? screenStatus(product) : 'notFound'}
        productsHref={paths.custProducts}
        product={shown}
        now={toShopInputValue(new Date())}
        cart={{ items: cartItems(cart), totals: cartTotals(cart, method) }}
        hasPendingOrder={pendingOrderId !== null}
        isCheckoutPending={checkout.isPending}
        onCheckout={onCheckout}
        onRetry={() => void product.refetch()}
        onDeliveryMethodChange={({ method: next }) => setChosenMethod(next)}
        onClearCart={({ method: cleared }) => dispatch({ type: 'reset', method: cleared })}
        onAskStaff={() =>
          void alert({
            tone: 'info',
            title: 'Ask a Staff',
            text: 'Our staff will come to you shortly. You can also ask at the counter.',
          })
        }
        addedToCart={added}
        onDismissAddedToCart={() => setAdded(null)}
        cartHref={paths.cart}
        onAddToCart={({ size, amount, deliveryMethod, deliveryTime }) => {
          if (!shown) return;
          setChosenMethod(deliveryMethod);
          dispatch({
            type: 'add',
            method: deliveryMethod,
            size,
            amount,
            deliveryTime,
            product: cartProductOf(shown),
          });
          setAdded({
            text: `Added ${amount} × ${shown.name} (${SIZE_LABELS[size]}) to your ${DELIVERY_METHOD_LABELS[deliveryMethod]} cart`,
          });
        }}
      />
    </>
  );
}
