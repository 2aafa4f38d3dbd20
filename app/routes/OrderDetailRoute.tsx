import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import type { PaymentMethodValue } from '../../src/components/PaymentMethodPicker';
import { POPUPS } from '../../src/domain/messages';
import { OrderDetailScreen } from '../../src/screens/OrderDetailScreen';
import { errorText } from '../api/client';
import { useMarkDone } from '../api/markDone';
import { useCancelOrder } from '../api/cancelOrder';
import { useOrderDetail } from '../api/orderDetail';
import { kitchenTimes, orderLines, orderTotals } from '../views/orderView';
import { paths } from '../paths';
import { useSession } from '../state/session';
import { useStoredOrderId } from '../state/storedOrder';
import { usePopups } from '../state/popups';
import { screenStatus } from '../views/screenStatus';
import { PageTitle } from '../views/PageTitle';

const PAYMENT_IDS = new Set<string>(['1', '2', '3', '4']);

/**
 * `/admin/manage-order?id=`: one order, by its link (a reload, a link shared between baristas), else
 * the order whose DETAIL was pressed last, as the old site stored it; Mark As Done, then back to the list.
 */
export function OrderDetailRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { alert } = usePopups();
  const [params] = useSearchParams();
  const { role } = useSession();
  const [storedId, setOrderId] = useStoredOrderId();
  const linkedId = Number(params.get('id'));
  const orderId = Number.isInteger(linkedId) && linkedId > 0 ? linkedId : storedId;
  const order = useOrderDetail(orderId ?? 0);
  const markDone = useMarkDone();
  const cancel = useCancelOrder();
  const data = order.data;
  const paymentId = String(data?.payment_method_id ?? '');
  return (
    <>
      <PageTitle page={t`Order detail`} />
      <OrderDetailScreen
        status={orderId === null ? 'notFound' : screenStatus(order)}
        orderListHref={paths.orderList}
        order={
          data
            ? {
                id: data.id,
                status: data.status,
                deliveryMethod: data.delivery_method,
                deliveryTime: data.delivery_time,
                createdAt: data.createdAt,
                times: kitchenTimes(data),
                customer: {
                  name: data.user.username ?? data.user.email,
                  address: data.address ?? '',
                  phone: data.customer_phone ?? '',
                },
                paymentMethodId: PAYMENT_IDS.has(paymentId) ? (paymentId as PaymentMethodValue) : null,
                paymentState: data.payment?.state ?? null,
                cancelReason: data.cancel_reason,
                // The shop's record in its one working language, as the ticket reads it (docs/product.md, "Languages").
                lines: orderLines(data, 'en'),
                totals: orderTotals(data),
              }
            : null
        }
        isPending={markDone.isPending}
        isCancelling={cancel.isPending}
        cancelError={cancel.error ? errorText(cancel.error) : null}
        // Staff cancel as the shop does, but money already taken goes back only on an admin's word.
        isRefundAdminOnly={role === 'staff' && data?.payment?.state === 'paid'}
        onCancelOrder={(request) =>
          cancel.mutate(request, {
            onSuccess: () =>
              void alert({ tone: 'success', title: t`Order cancelled`, text: t`The customer sees it on their order.` }),
          })
        }
        onRetry={() => (orderId === null ? navigate(paths.orderList) : void order.refetch())}
        onMarkDone={({ orderId: id }) =>
          markDone.mutate(id, {
            onSuccess: () => {
              navigate(paths.orderList);
              setOrderId(null);
              void alert({ tone: 'success', title: POPUPS.doneTitle, text: POPUPS.doneText });
            },
            onError: (error) => void alert({ tone: 'error', title: POPUPS.failedTitle, text: errorText(error) }),
          })
        }
      />
    </>
  );
}
