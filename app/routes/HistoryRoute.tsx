import { HistoryScreen } from '../../src/screens/HistoryScreen';
import { errorText } from '../api/client';
import { useDeleteHistory } from '../api/deleteHistory';
import { useHistory } from '../api/history';
import { useMyOrders } from '../api/liveOrders';
import { paths } from '../paths';
import { usePopups } from '../state/popups';
import { POPUPS } from '../../src/domain/messages';
import { historyOrders } from '../views/historyView';
import { screenStatus } from '../views/screenStatus';

/**
 * `/cust/history`: every order the customer bought, newest first, with its number, date, total and
 * status and a link to its tracker; the order waiting for payment apart. Selected lines are hidden
 * from it (the shop keeps them).
 */
export function HistoryRoute() {
  const { alert } = usePopups();
  const history = useHistory();
  // Status and total come from here; without it (it failed) the lines still show with their own status.
  const mine = useMyOrders();
  const remove = useDeleteHistory();
  return (
    <HistoryScreen
      status={screenStatus({ ...history, isPending: history.isPending || mine.isPending })}
      orders={historyOrders(history.data ?? [], mine.data)}
      isDeleting={remove.isPending}
      onRetry={() => {
        void history.refetch();
        void mine.refetch();
      }}
      // Order again is wired by the order-again work (lines into the cart, changes shown first).
      onOrderAgain={() => {}}
      payHref={paths.cart}
      trackHref={paths.orderTracker}
      onDelete={({ ids }) =>
        remove.mutate(ids, {
          onError: (error) => void alert({ tone: 'error', title: POPUPS.failedTitle, text: errorText(error) }),
        })
      }
    />
  );
}
