import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useEffect } from 'react';
import { CartScreenFrame } from '../../src/screens/CartScreenFrame';
import { useUnpaidOrder } from '../api/unpaidOrder';
import { cartPages, type PageHandle } from '../router';
import { useStoredOrderId } from '../state/storedOrder';
import { PageTitle } from '../views/PageTitle';

const { payment, carts } = cartPages;
/** Fetches a page's code ahead; a failed download shows when the page is drawn (its error boundary). */
const preload = (page: { handle: PageHandle }) => void page.handle.preload().catch(() => undefined);

/**
 * `/cust/cart`: the order waiting for payment when there is one (the Payment screen of
 * docs/product.md#customer-screens; the server says which, so one checked out on another device is payable here), otherwise
 * the carts. The stored `order_id` follows the server's answer, as the old site kept it.
 *
 * The two pages are chunks of their own (`cartPages` in app/router.tsx, imported back from the route
 * table, which is in before any page is). Until the server answers, and then until the chosen page's
 * code is in, the page shows the carts' skeleton: the choice is deferred (`useDeferredValue`), so React
 * draws the new page in the background and keeps the skeleton while its code loads, with no blank and
 * no spinner between the two. Opened with the answer already known, the page's code loads with the
 * navigation, which keeps the page before until it is in.
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
  const shown = useDeferredValue(unpaid.isPending ? 'loading' : (orderId ?? 'carts'));

  if (shown === 'loading') {
    return (
      <>
        <PageTitle page={t`Cart`} />
        <CartScreenFrame status="loading">{() => null}</CartScreenFrame>
      </>
    );
  }
  // Each page starts loading the other's code as soon as the customer heads there (a checkout, a
  // cancel), not once the server's answer has followed.
  if (shown === 'carts') return <carts.Component onCheckout={() => preload(payment)} />;
  return <payment.Component key={shown} orderId={shown} onCancel={() => preload(carts)} />;
}
