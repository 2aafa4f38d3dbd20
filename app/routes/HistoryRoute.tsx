import { useLingui } from '@lingui/react/macro';
import { HistoryScreen } from '../../src/screens/HistoryScreen';
import { errorText } from '../api/client';
import { useDeleteHistory } from '../api/deleteHistory';
import { useHistory } from '../api/history';
import { fetchOrderDetail } from '../api/orderDetail';
import { useMyOrders } from '../api/liveOrders';
import { paths } from '../paths';
import { usePopups } from '../state/popups';
import { POPUPS } from '../../src/domain/messages';
import { useOrderAgain } from '../hooks/useOrderAgain';
import { historyOrders } from '../views/historyView';
import { orderAgainInput } from '../views/orderView';
import { screenStatus } from '../views/screenStatus';
import { PageTitle } from '../views/PageTitle';

/**
 * `/cust/history`: every order the customer bought, newest first, with its number, date, total and
 * status and a link to its tracker; the order waiting for payment apart. Selected lines are hidden
 * from it (the shop keeps them).
 */
export function HistoryRoute() {
  const { t, i18n } = useLingui();
  const { alert } = usePopups();
  const history = useHistory();
  // Status and total come from here; without it (it failed) the lines still show with their own status.
  const mine = useMyOrders();
  const remove = useDeleteHistory();
  const again = useOrderAgain();
  return (
    <>
      <PageTitle page={t`History`} />
      <HistoryScreen
        status={screenStatus({ ...history, isPending: history.isPending || mine.isPending })}
        orders={historyOrders(history.data ?? [], mine.data, i18n.locale)}
        isDeleting={remove.isPending}
        onRetry={() => {
          void history.refetch();
          void mine.refetch();
        }}
        onOrderAgain={({ orderId }) => {
          // The lines with their products come with `order/mine`; an order past its first page is fetched.
          const order = mine.data?.find((candidate) => candidate.id === orderId);
          if (order) void again.orderAgain(orderAgainInput(order, i18n.locale));
          else
            void fetchOrderDetail(orderId)
              .then((detail) => again.orderAgain(orderAgainInput(detail, i18n.locale)))
              .catch((error: unknown) => alert({ tone: 'error', title: POPUPS.failedTitle, text: errorText(error) }));
        }}
        payHref={paths.cart}
        trackHref={paths.orderTracker}
        onDelete={({ ids }) =>
          remove.mutate(ids, {
            onError: (error) => void alert({ tone: 'error', title: POPUPS.failedTitle, text: errorText(error) }),
          })
        }
      />
      {again.dialog}
    </>
  );
}
