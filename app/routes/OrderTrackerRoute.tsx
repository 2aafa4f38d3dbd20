import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderStatus } from '../../src/domain/orderStatus';
import { MEMBER_CARD_ANCHOR } from '../../src/domain/memberCard';
import { readyText, readyTitle } from '../../src/i18n/orderWords';
import {
  OrderTrackerScreen,
  type NotificationPermissionState,
  type TrackerConnection,
} from '../../src/screens/OrderTrackerScreen';
import { useMemberCard } from '../api/memberCard';
import { orderDetailQuery, refreshWhilePaymentOpen } from '../api/orderDetail';
import type { Order } from '../api/types';
import { notificationPermission, requestNotificationPermission, showNotification } from '../browser/notifications';
import { paths } from '../paths';
import { useLiveConnection, type LiveConnection } from '../state/orderEvents';
import { useOrderAgain } from '../hooks/useOrderAgain';
import { useHelpCall } from '../hooks/useHelpCall';
import { kitchenTimes, orderAgainInput, orderLines, orderTotals } from '../views/orderView';
import { screenStatus } from '../views/screenStatus';
import { PageTitle } from '../views/PageTitle';

/**
 * The tracker reads the order again this often while the stream is down, since no event brings its
 * changes then. While the stream is live it never does: every change of the order, its place in the
 * queue included, arrives as an event (docs/decisions/0017-tracker-polls-while-the-stream-is-down.md).
 */
const STREAM_DOWN_REFRESH_MS = 20_000;

const trackerRefreshMs = (connection: LiveConnection) => (connection === 'live' ? false : STREAM_DOWN_REFRESH_MS);

/**
 * A scheduled order joins the queue by the clock, with no event: while it waits (paid, no place yet)
 * the tracker reads it again each minute, so "Scheduled for 14:00" becomes its place once it joins.
 */
const SCHEDULED_REFRESH_MS = 60_000;
const refreshWhileScheduled = (query: { state: { data?: { status: string; queue_position: number | null } } }) =>
  query.state.data?.status === 'paid' && query.state.data.queue_position === null ? SCHEDULED_REFRESH_MS : false;

/** A stream that is still connecting after this long is shown as reconnecting (the first connect is quick). */
const RECONNECTING_AFTER_MS = 3_000;

/** The live stream as the tracker tells it: a short connect is not worth a warning; being offline is. */
function useTrackerConnection(connection: LiveConnection): TrackerConnection {
  const [slow, setSlow] = useState({ connection, isSlow: false });
  // A new state of the stream starts its own clock (state adjusted while rendering, as React advises).
  if (slow.connection !== connection) setSlow({ connection, isSlow: false });
  useEffect(() => {
    if (connection !== 'connecting') return;
    const timer = setTimeout(() => setSlow({ connection, isSlow: true }), RECONNECTING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [connection]);
  if (connection === 'offline') return 'offline';
  return connection === 'connecting' && slow.connection === connection && slow.isSlow ? 'reconnecting' : 'live';
}

function trackedOrder(data: Order, language: string) {
  return {
    id: data.id,
    status: data.status,
    deliveryMethod: data.delivery_method,
    deliveryTime: data.delivery_time,
    address: data.address,
    createdAt: data.createdAt,
    times: kitchenTimes(data),
    queuePosition: data.queue_position,
    estimatedReadyAt: data.estimated_ready_at,
    lines: orderLines(data, language),
    totals: orderTotals(data),
    payment: data.payment ? { state: data.payment.state, amount: data.payment.amount } : null,
    cancelReason: data.cancel_reason,
  };
}

/** One order's tracker; the ready notice shows whenever it is ready, the tab title and the system notification when it becomes ready here. */
function Tracker({ orderId }: { orderId: number }) {
  // Read afresh on the stream's `member_card` event: the card this order issued appears live.
  const memberCard = useMemberCard();
  const { t, i18n } = useLingui();
  const live = useLiveConnection();
  const order = useQuery({
    ...orderDetailQuery(orderId),
    refetchInterval: (query) =>
      refreshWhilePaymentOpen(query) || refreshWhileScheduled(query) || trackerRefreshMs(live),
  });
  const connection = useTrackerConnection(live);
  // Back from the card page or the simulator, the payment's event may have gone before the stream was
  // open: once it is, the order is read again, and from then on its events tell the rest.
  const isPaymentOpen = order.data?.payment?.state === 'pending';
  const { refetch } = order;
  useEffect(() => {
    if (live === 'live' && isPaymentOpen) void refetch();
  }, [live, isPaymentOpen, refetch]);
  const [permission, setPermission] = useState<NotificationPermissionState>(notificationPermission);
  const again = useOrderAgain();
  const askStaff = useHelpCall({ orderId, about: t`order #${orderId}`, visitor: null });

  const data = order.data;
  const status = data?.status;
  const method = data?.delivery_method ?? null;
  // Whether this page saw the order become ready: one already ready when the page opened is not news.
  const [seen, setSeen] = useState<{ status: OrderStatus | undefined; becameReady: boolean }>({
    status,
    becameReady: false,
  });
  if (seen.status !== status) setSeen({ status, becameReady: Boolean(seen.status) && status === 'ready' });
  const readyNews = seen.becameReady && status === 'ready' ? readyTitle(i18n, orderId) : null;
  useEffect(() => {
    if (readyNews) showNotification(readyNews, { body: readyText(i18n, method), tag: `order-${orderId}` });
  }, [readyNews, method, orderId, i18n]);

  return (
    <>
      {/* A background tab's title is what a person sees: it says when the order becomes ready. */}
      <PageTitle page={readyNews ?? t`Order #${orderId}`} />
      <OrderTrackerScreen
        status={screenStatus(order)}
        order={data ? trackedOrder(data, i18n.locale) : null}
        connection={connection}
        notificationPermission={permission}
        onEnableNotifications={() => void requestNotificationPermission().then(setPermission)}
        onOrderAgain={() => data && void again.orderAgain(orderAgainInput(data, i18n.locale))}
        onRetry={() => void order.refetch()}
        historyHref={paths.history}
        help={{ ...askStaff.help, onAsk: askStaff.open }}
        payHref={paths.cart}
        newMemberCard={
          memberCard.data && memberCard.data.order_id === orderId
            ? { points: memberCard.data.points, href: `${paths.custProfile}#${MEMBER_CARD_ANCHOR}` }
            : null
        }
      />
      {again.dialog}
    </>
  );
}

/** `/cust/order?id=`: the customer's order tracker, live through the session's order event stream. */
export function OrderTrackerRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <>
        <PageTitle page={t`Order not found`} />
        <OrderTrackerScreen
          status="notFound"
          order={null}
          notificationPermission="unsupported"
          onEnableNotifications={() => {}}
          onOrderAgain={() => {}}
          historyHref={paths.history}
        />
      </>
    );
  }
  // Another order is another page: its status history starts afresh.
  return <Tracker key={id} orderId={id} />;
}
