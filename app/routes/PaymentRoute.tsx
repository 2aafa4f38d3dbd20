import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PaymentScreen } from '../../src/screens/PaymentScreen';
import { confirmPaymentBody, useConfirmPayment } from '../api/confirmPayment';
import { useCancelOrder } from '../api/cancelOrder';
import { useOrderDetail } from '../api/orderDetail';
import { useProfile } from '../api/profile';
import { displayName, orderLines, orderTotals } from '../views/orderView';
import { paths } from '../paths';
import { queryKeys } from '../api/queryKeys';
import { useStoredOrderId } from '../state/storedOrder';
import { ApiError, errorText } from '../api/client';
import { screenStatus } from '../views/screenStatus';
import { PageTitle } from '../views/PageTitle';
import { useOnline } from '../hooks/useOnline';
import { useNow } from '../hooks/useNow';
import { paymentOnScreen } from '../views/paymentView';

/** The countdown's tick while a payment waits. */
const COUNTDOWN_TICK_MS = 1_000;

/** Writes a virtual account number to the clipboard; refused where the browser allows no clipboard. */
const copyText = ({ text }: { text: string }) => navigator.clipboard.writeText(text);

/**
 * `/cust/cart` with an order waiting for payment (CartRoute finds it), titled Payment: the
 * checked-out order, the address, a method, Confirm and Pay. With a payment provider the page then
 * shows how to pay (a QR, a virtual account) or opens the card page, and waits: the order's event
 * (docs/architecture.md, "Payments") brings the provider's word, and a paid order opens its tracker.
 * `onCancel` hears of the customer's cancel as it is sent.
 */
export function PaymentRoute({ orderId, onCancel }: { orderId: number | null; onCancel?: () => void }) {
  const { t, i18n } = useLingui();
  const isOnline = useOnline();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [, setOrderId] = useStoredOrderId();
  const order = useOrderDetail(orderId ?? 0);
  const profile = useProfile();
  const confirm = useConfirmPayment();
  const cancel = useCancelOrder();
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const payment = paymentOnScreen(order.data?.payment);
  const now = useNow(COUNTDOWN_TICK_MS, payment?.state === 'pending');
  // No pending order: the screen shows its empty state with a way back to the products.
  const status =
    orderId === null ? 'ready' : screenStatus({ ...order, isPending: order.isPending || profile.isPending });
  const person = profile.data;
  // The order was paid (here, by its event, or on another device) or is gone: it no longer blocks a
  // checkout, and a paid one is followed on its tracker.
  const isPaid = Boolean(order.data && order.data.status !== 'new order' && order.data.status !== 'cancelled');
  const isStale =
    isPaid || order.data?.status === 'cancelled' || (order.error instanceof ApiError && order.error.status === 404);
  useEffect(() => {
    if (!isStale) return;
    setOrderId(null);
    void client.invalidateQueries({ queryKey: queryKeys.orders.unpaid });
    if (isPaid && orderId !== null) navigate(paths.orderTracker(orderId), { replace: true });
  }, [isStale, isPaid, orderId, setOrderId, client, navigate]);
  // The card page is another site: the browser leaves for it, and its finish link brings the customer
  // back to the tracker.
  useEffect(() => {
    if (redirectTo) window.location.assign(redirectTo);
  }, [redirectTo]);

  return (
    <>
      <PageTitle page={t`Payment`} />
      <PaymentScreen
        isOffline={!isOnline}
        // A new order or a newly loaded profile starts the address block from their values.
        key={`${orderId}-${person ? 'profile' : 'none'}-${order.data?.payment?.id ?? 'unpaid'}`}
        status={status}
        lines={orderLines(order.data, i18n.locale)}
        totals={orderTotals(order.data)}
        address={{
          name: person ? displayName(person) : '',
          address: order.data?.address ?? person?.address ?? '',
          phone: order.data?.customer_phone ?? person?.phone_number ?? '',
        }}
        productsHref={paths.custProducts}
        deliveryMethod={order.data?.delivery_method}
        isPending={confirm.isPending}
        payment={payment}
        now={now}
        isRedirecting={redirectTo !== null}
        onCopy={copyText}
        // A profile without an address or phone gets them from this order, unless the customer says no.
        saveByDefault={Boolean(person && !person.address && !person.phone_number)}
        orderId={orderId ?? undefined}
        isCancelling={cancel.isPending}
        cancelError={cancel.error ? errorText(cancel.error) : null}
        // Cancelled, the order leaves order/unpaid: the cart page shows the carts again (isStale above).
        onCancelOrder={(request) => {
          onCancel?.();
          cancel.mutate(request);
        }}
        serverError={confirm.error ? errorText(confirm.error) : null}
        onRetry={() => void order.refetch()}
        onConfirm={(request) => {
          if (orderId === null) return;
          // mutateAsync, not mutate's callbacks: the paid order leaves `order/unpaid`, so the cart page
          // may swap this screen out before the answer's callbacks would run; the promise still settles.
          confirm.mutateAsync(confirmPaymentBody(request, orderId)).then(
            ({ data }) => {
              if (data.status === 'new order') {
                // A provider waits for the money: the page shows how to pay (the detail is refetched),
                // or the card page opens.
                if (data.payment.action?.type === 'redirect') setRedirectTo(data.payment.action.url);
                return;
              }
              setOrderId(null);
              // The customer follows the order they just paid for: the tracker, live from here on.
              navigate(paths.orderTracker(orderId));
            },
            // The refusal is on screen through confirm.error (serverError).
            () => {},
          );
        }}
      />
    </>
  );
}
