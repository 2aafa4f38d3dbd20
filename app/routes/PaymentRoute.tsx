import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PaymentScreen } from '../../src/screens/PaymentScreen';
import { confirmPaymentBody, useConfirmPayment } from '../api/confirmPayment';
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

/**
 * `/cust/cart` with an order waiting for payment (CartRoute finds it), titled Payment: the
 * checked-out order, the address, a method, Confirm and Pay.
 */
export function PaymentRoute({ orderId }: { orderId: number | null }) {
  const { t } = useLingui();
  const isOnline = useOnline();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [, setOrderId] = useStoredOrderId();
  const order = useOrderDetail(orderId ?? 0);
  const profile = useProfile();
  const confirm = useConfirmPayment();
  // No pending order: the screen shows its empty state with a way back to the products.
  const status =
    orderId === null ? 'ready' : screenStatus({ ...order, isPending: order.isPending || profile.isPending });
  const person = profile.data;
  // The stored order was paid elsewhere or is gone: it no longer blocks a checkout.
  const isStale =
    (order.data && order.data.status !== 'new order') ||
    (order.error instanceof ApiError && order.error.status === 404);
  useEffect(() => {
    if (!isStale) return;
    setOrderId(null);
    void client.invalidateQueries({ queryKey: queryKeys.orders.unpaid });
  }, [isStale, setOrderId, client]);

  return (
    <>
      <PageTitle page={t`Payment`} />
      <PaymentScreen
        isOffline={!isOnline}
        // A new order or a newly loaded profile starts the address block from their values.
        key={`${orderId}-${person ? 'profile' : 'none'}`}
        status={status}
        lines={orderLines(order.data)}
        totals={orderTotals(order.data)}
        address={{
          name: person ? displayName(person) : '',
          address: order.data?.address ?? person?.address ?? '',
          phone: order.data?.customer_phone ?? person?.phone_number ?? '',
        }}
        productsHref={paths.custProducts}
        deliveryMethod={order.data?.delivery_method}
        isPending={confirm.isPending}
        serverError={confirm.error ? errorText(confirm.error) : null}
        onRetry={() => void order.refetch()}
        onConfirm={(request) => {
          if (orderId === null) return;
          // mutateAsync, not mutate's callbacks: the paid order leaves `order/unpaid`, so the cart page
          // may swap this screen out before the answer's callbacks would run; the promise still settles.
          confirm.mutateAsync(confirmPaymentBody(request, orderId)).then(
            () => {
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
