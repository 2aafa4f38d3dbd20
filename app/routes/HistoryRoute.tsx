import { HistoryScreen } from '../../src/screens/HistoryScreen';
import { errorText } from '../api/client';
import { useDeleteHistory } from '../api/deleteHistory';
import { useHistory } from '../api/history';
import { usePopups } from '../state/popups';
import { POPUPS } from '../../src/domain/messages';
import { screenStatus } from '../views/screenStatus';

/**
 * `/cust/history`: what the customer bought, with lines still waiting for payment apart; selected
 * lines are hidden from it (the shop keeps them).
 */
export function HistoryRoute() {
  const { alert } = usePopups();
  const history = useHistory();
  const remove = useDeleteHistory();
  return (
    <HistoryScreen
      status={screenStatus(history)}
      items={(history.data ?? []).map((line) => ({
        id: line.id,
        name: line.product.name,
        image: line.product.images ?? '',
        // The unit price this line was bought at; the card shows it times qty.
        price: Math.round(line.price / Math.max(line.qty, 1)),
        qty: line.qty,
        size: line.size,
        status: line.status,
      }))}
      isDeleting={remove.isPending}
      onRetry={() => void history.refetch()}
      onDelete={({ ids }) =>
        remove.mutate(ids, {
          onError: (error) => void alert({ tone: 'error', title: POPUPS.failedTitle, text: errorText(error) }),
        })
      }
    />
  );
}
