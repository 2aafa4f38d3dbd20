import { useLingui } from '@lingui/react/macro';
import { DELIVERY_METHOD_WORDS, SIZE_WORDS } from '../../src/i18n/catalogueWords';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cartItems, cartProductOf, cartTotals } from '../../src/domain/cart';
import { productDeliveryMethod, type DeliveryMethod } from '../../src/domain/delivery';
import { toShopInputValue } from '../../src/domain/shopTime';
import { ProductDetailScreen, type AddToCartRequest, type DetailProduct } from '../../src/screens/ProductDetailScreen';
import { useProduct } from '../api/product';
import { useCarts } from '../state/carts';
import { paths } from '../paths';
import { useStoredOrderId } from '../state/storedOrder';
import { useSession } from '../state/session';
import { keepWaitingLine, takeWaitingLine } from '../state/waitingLine';
import { detailProduct } from '../views/detailProduct';
import { screenStatus } from '../views/screenStatus';
import { PageTitle } from '../views/PageTitle';
import { useCartCheckout } from '../hooks/useCartCheckout';
import { useOnline } from '../hooks/useOnline';
import { useDeliveryWindow, useShopRates } from '../api/shop';
import { useShopStatus } from '../hooks/useShopStatus';
import { useHelpCall } from '../hooks/useHelpCall';

/**
 * `/cust/product-d?id=`: choose size, amount and delivery, add to that method's cart, check out. A
 * visitor's Add to Cart keeps the line and asks them in; back here signed in, the line is added.
 */
export function ProductDetailRoute() {
  const { t, i18n } = useLingui();
  const isOnline = useOnline();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const here = paths.productDetail(id);
  const navigate = useNavigate();
  const { state, dispatch } = useCarts();
  const rates = useShopRates();
  const deliveryWindow = useDeliveryWindow();
  const shopStatus = useShopStatus();
  const [pendingOrderId] = useStoredOrderId();
  const product = useProduct(Number.isInteger(id) ? id : 0);
  const [chosenMethod, setChosenMethod] = useState<DeliveryMethod | null>(null);
  const checkout = useCartCheckout({ onCheckedOut: () => void navigate(paths.cart) });
  const [added, setAdded] = useState<{ text: string } | null>(null);
  const shown = useMemo(
    () => (product.data ? detailProduct(product.data, i18n.locale) : null),
    [product.data, i18n.locale],
  );
  const method = chosenMethod ?? (shown ? productDeliveryMethod(shown.methods) : null) ?? 'dine in';
  const cart = state.carts[method];
  const { session, role } = useSession();
  const isVisitor = session === null;
  const visitorPaths = { loginHref: paths.loginThen(here), signupHref: paths.signupThen(here) };
  const askStaff = useHelpCall({
    productId: id,
    about: product.data?.name ?? null,
    visitor: visitorPaths,
  });

  const add = (request: AddToCartRequest, product: DetailProduct) => {
    const { size, amount, deliveryMethod } = request;
    setChosenMethod(deliveryMethod);
    dispatch({ type: 'add', method: deliveryMethod, ...request, product: cartProductOf(product) });
    setAdded({
      text: t`Added ${amount} × ${product.name} (${i18n._(SIZE_WORDS[size])}) to your ${i18n._(DELIVERY_METHOD_WORDS[deliveryMethod])} cart`,
    });
  };
  // Back signed in as a customer with the line chosen as a visitor: it goes into the cart once.
  useEffect(() => {
    if (role !== 'customer' || !shown) return;
    const waiting = takeWaitingLine(shown.id);
    // A transition, like every change that comes without a press (app/state/orderEvents.tsx says why).
    if (waiting) startTransition(() => add(waiting, shown));
    // `add` is this render's; the line is taken from storage, so a later run finds nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [role, shown]);

  return (
    <>
      <PageTitle page={product.data?.name ?? t`Product`} />
      <ProductDetailScreen
        isOffline={!isOnline}
        shopStatus={shopStatus?.status ?? null}
        deliveryWindow={deliveryWindow}
        status={Number.isInteger(id) && id > 0 ? screenStatus(product) : 'notFound'}
        productsHref={paths.custProducts}
        product={shown}
        now={toShopInputValue(new Date())}
        cart={{ items: cartItems(cart), totals: cartTotals(cart, method, rates) }}
        hasPendingOrder={pendingOrderId !== null}
        isCheckoutPending={checkout.isPending}
        onCheckout={checkout.checkout}
        onRetry={() => void product.refetch()}
        onDeliveryMethodChange={({ method: next }) => setChosenMethod(next)}
        onClearCart={({ method: cleared }) => dispatch({ type: 'reset', method: cleared })}
        onAskStaff={askStaff.open}
        help={askStaff.help}
        addedToCart={added}
        onDismissAddedToCart={() => setAdded(null)}
        cartHref={paths.cart}
        visitor={isVisitor ? visitorPaths : null}
        onAddToCart={(request) => {
          if (!shown) return;
          if (isVisitor) keepWaitingLine(request);
          else add(request, shown);
        }}
      />
    </>
  );
}
