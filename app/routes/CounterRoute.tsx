import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CounterBoardScreen } from '../../src/screens/CounterBoardScreen';
import { orderBoardQuery } from '../api/liveOrders';
import { PageTitle } from '../views/PageTitle';

/**
 * How often the counter asks for the board. The screen has no token, so no event stream: it polls.
 * (When an admin is signed in on the same device, the event stream refreshes it at once as well.)
 */
export const COUNTER_POLL_MS = 3_000;

/** `/status`, public: the counter screen, numbers and first names being prepared and ready for pickup. */
export function CounterRoute() {
  const { t } = useLingui();
  const board = useQuery({
    ...orderBoardQuery(),
    refetchInterval: COUNTER_POLL_MS,
    refetchIntervalInBackground: true,
    // The next poll is the retry: a failure shows at once as "Reconnecting" over the last board.
    retry: false,
    staleTime: 0,
  });
  return (
    <>
      <PageTitle page={t`Order status`} />
      <CounterBoardScreen
        status={board.isPending ? 'loading' : board.isError ? 'error' : 'ready'}
        board={board.data ?? null}
      />
    </>
  );
}
