import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DELIVERY_METHOD_WORDS } from '../i18n/catalogueWords';
import { requestedTimeShort, requestedTimeWords } from '../i18n/orderWords';
import { useFormats } from '../i18n/useFormats';
import { Button } from '../components/Button';
import { HelpCorner, type HelpCornerProps } from '../components/HelpCorner';
import { MemberCardAnnouncement, type MemberCardAnnouncementProps } from '../components/MemberCardAnnouncement';
import { OrderStatusSteps } from '../components/OrderStatusSteps';
import { OrderSummary, OrderSummaryCardSkeleton, type OrderSummaryLine } from '../components/OrderSummary';
import { QueueEstimate } from '../components/QueueEstimate';
import { ReadyNotice } from '../components/ReadyNotice';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Skeleton } from '../components/Skeleton';
import { ctaLinkStyles } from '../components/ctaLinkStyles';
import type { DeliveryMethod } from '../domain/delivery';
import { CUSTOMER_CANCEL_REASON, NOT_PAID_IN_TIME, type OrderStatus } from '../domain/orderStatus';
import { trackerSteps, type KitchenTimes } from '../domain/orderTracking';
import type { OrderTotals } from '../domain/pricing';
import type { PaymentState } from '../domain/payments';

/** An order as its customer follows it. */
export interface TrackedOrder {
  id: number;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod | null;
  /** The time the customer asked for (ISO 8601 or shop time); null, '' or the checkout time for as soon as possible. */
  deliveryTime: string | null;
  /** Where a home delivery goes. */
  address?: string | null;
  createdAt: string;
  times: KitchenTimes;
  queuePosition: number | null;
  estimatedReadyAt: string | null;
  lines: OrderSummaryLine[];
  totals: OrderTotals;
  /** The latest payment: a provider still waiting for it, or cash to hand over; null before any. */
  payment?: { state: PaymentState; amount: number } | null;
  /** Why a cancelled order was cancelled: the shop's words, or the server's and the customer's own. */
  cancelReason?: string | null;
}

/** Whether the page hears the kitchen live: `reconnecting` and `offline` say the steps may lag. */
export type TrackerConnection = 'live' | 'reconnecting' | 'offline';

/** What the browser allows for system notifications (`unsupported`: it has none). */
export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

/** The customer's order tracker: steps that advance live, queue and ready time, what was ordered. */
export interface OrderTrackerScreenProps {
  status: ScreenStatus;
  order: TrackedOrder | null;
  connection?: TrackerConnection;
  notificationPermission: NotificationPermissionState;
  onEnableNotifications: () => void;
  /** Puts this order's lines in the cart again. */
  onOrderAgain: (request: { orderId: number }) => void;
  isOrderingAgain?: boolean;
  onRetry?: () => void;
  /** Every order of the customer's (History). */
  historyHref?: string;
  /** Where an order still waiting for payment is paid. */
  payHref?: string;
  /** "Need help?": a question about this order, its answer and its popups (docs/product.md, "Help calls"). */
  help?: (HelpCornerProps & { onAsk: () => void }) | null;
  /** This order issued the customer's member card: said at the top, with the points it starts with. */
  newMemberCard?: MemberCardAnnouncementProps | null;
}

const CONNECTION_TEXT: Record<Exclude<TrackerConnection, 'live'>, MessageDescriptor> = {
  reconnecting: msg`Reconnecting to the shop… the steps below may be a moment behind.`,
  offline: msg`You are offline. The steps below update again once you are back online.`,
};

/** The progress card with its four steps and the details card, beside what was ordered, while it loads. */
const TRACKER_SKELETON = (
  <div aria-hidden="true" data-skeleton="order-tracker" className="grid gap-6 lg:grid-cols-2">
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-5 rounded-card bg-surface p-summary shadow-card sm:p-panel">
        <Skeleton shape="heading" label={null} />
        {/* The steps: a column of dots on a phone, a row from sm up, as OrderStatusSteps draws them. */}
        <Skeleton
          shape="step"
          count={4}
          label={null}
          className="flex flex-col gap-6 sm:flex-row"
          pieceClassName="sm:flex-1"
        />
      </div>
      <div className="flex flex-col gap-4 rounded-card bg-surface p-summary shadow-card sm:p-panel">
        <Skeleton shape="heading" label={null} />
        <Skeleton shape="line" count={3} label={null} className="flex flex-col gap-2" />
      </div>
    </div>
    <OrderSummaryCardSkeleton />
  </div>
);

export function OrderTrackerScreen({
  status,
  order,
  connection = 'live',
  notificationPermission,
  onEnableNotifications,
  onOrderAgain,
  isOrderingAgain,
  onRetry,
  historyHref = '/cust/history',
  payHref = '/cust/cart',
  help = null,
  newMemberCard = null,
}: OrderTrackerScreenProps) {
  const { t } = useLingui();
  const f = useFormats();
  const placed = status === 'ready' && order ? f.longDate(order.createdAt) : null;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1 text-center">
        <h1 className="font-heading text-title break-words text-heading">
          {status === 'ready' && order ? t`Order #${order.id}` : t`Your order`}
        </h1>
        {placed ? <p className="text-body">{t`Placed ${placed}`}</p> : null}
      </header>
      <StatusGate
        status={status}
        onRetry={onRetry}
        loadingLabel={t`Loading your order`}
        skeleton={TRACKER_SKELETON}
        notFound={{
          title: t`No such order`,
          text: t`This order is not one of yours, or the link is not right. Your orders are all in your history.`,
          backHref: historyHref,
          backLabel: t`See your orders`,
        }}
      >
        {() =>
          order ? (
            <TrackerBody
              order={order}
              connection={connection}
              notificationPermission={notificationPermission}
              onEnableNotifications={onEnableNotifications}
              onOrderAgain={onOrderAgain}
              isOrderingAgain={isOrderingAgain}
              historyHref={historyHref}
              payHref={payHref}
              help={help}
              newMemberCard={newMemberCard}
            />
          ) : null
        }
      </StatusGate>
    </div>
  );
}

/** The tracker once the order is here: notices, steps, delivery, lines and what to do next. */
function TrackerBody({
  order,
  connection,
  notificationPermission,
  onEnableNotifications,
  onOrderAgain,
  isOrderingAgain,
  historyHref,
  payHref,
  help,
  newMemberCard,
}: Omit<OrderTrackerScreenProps, 'status' | 'order' | 'onRetry' | 'connection' | 'historyHref' | 'payHref'> & {
  order: TrackedOrder;
  connection: TrackerConnection;
  historyHref: string;
  payHref: string;
}) {
  const { t, i18n } = useLingui();
  const progressId = useId();
  const detailsId = useId();
  const f = useFormats();
  const isWaitingForPayment = order.status === 'new order';
  // A provider has the payment open: the payment page shows the QR or the account, the tracker waits.
  const isWithProvider = order.payment?.state === 'pending';
  const cashDue = order.payment?.state === 'due' && order.status !== 'done' ? f.money(order.payment.amount) : null;
  const isInKitchen = order.status === 'paid' || order.status === 'preparing';
  const steps = trackerSteps(order.status, order.deliveryMethod, order.times);
  return (
    <>
      {connection !== 'live' ? (
        <p
          role="status"
          data-connection={connection}
          className="rounded-card border-2 border-warning bg-surface px-tile py-compact text-center text-body"
        >
          {i18n._(CONNECTION_TEXT[connection])}
        </p>
      ) : null}
      {order.status === 'ready' ? <ReadyNotice orderId={order.id} deliveryMethod={order.deliveryMethod} /> : null}
      {newMemberCard ? <MemberCardAnnouncement {...newMemberCard} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          {order.status === 'cancelled' ? (
            <CancelledNotice order={order} />
          ) : (
            <section
              aria-labelledby={progressId}
              data-status={order.status}
              className="flex flex-col gap-5 rounded-card bg-surface p-summary shadow-card sm:p-panel"
            >
              <h2 id={progressId} className="font-heading text-lead font-bold text-heading sm:text-section">
                {t`Where your order is`}
              </h2>
              <OrderStatusSteps steps={steps} />
              {isInKitchen ? (
                <QueueEstimate
                  position={order.queuePosition}
                  estimatedReadyAt={order.estimatedReadyAt}
                  // Paid with no place: a scheduled order still waiting to join the queue.
                  scheduledFor={
                    order.status === 'paid' && order.queuePosition === null && order.deliveryTime
                      ? requestedTimeShort(i18n, order.deliveryTime, order.createdAt)
                      : null
                  }
                />
              ) : null}
              {isWaitingForPayment ? (
                <p className="flex flex-wrap items-center gap-3 text-body">
                  <span className="mr-auto">
                    {isWithProvider
                      ? t`Waiting for payment. This page moves on by itself once the money arrives.`
                      : t`This order is waiting for payment.`}
                  </span>
                  <a href={payHref} className={ctaLinkStyles({ variant: 'primary', size: 'md' })}>
                    {isWithProvider ? t`See how to pay` : t`Pay now`}
                  </a>
                </p>
              ) : null}
              {cashDue ? (
                <p
                  data-cash-due=""
                  className="rounded-card border-2 border-warning px-tile py-compact font-medium text-heading"
                >
                  {order.deliveryMethod === 'home delivery'
                    ? t`Have ${cashDue} in cash ready for the courier.`
                    : t`Pay ${cashDue} in cash when you collect your order.`}
                </p>
              ) : null}
              {isInKitchen || isWaitingForPayment ? (
                <NotificationOffer permission={notificationPermission} onEnable={onEnableNotifications} />
              ) : null}
            </section>
          )}
          <section
            aria-labelledby={detailsId}
            className="flex flex-col gap-4 rounded-card bg-surface p-summary shadow-card sm:p-panel"
          >
            <h2 id={detailsId} className="font-heading text-lead font-bold text-heading sm:text-section">
              {t`Delivery`}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="font-semibold text-heading">{t`Method`}</dt>
              <dd>{order.deliveryMethod ? i18n._(DELIVERY_METHOD_WORDS[order.deliveryMethod]) : '—'}</dd>
              <dt className="font-semibold text-heading">{t`Time`}</dt>
              <dd className="break-words">{requestedTimeWords(i18n, order.deliveryTime, order.createdAt)}</dd>
              {order.deliveryMethod === 'home delivery' && order.address ? (
                <>
                  <dt className="font-semibold text-heading">{t`Address`}</dt>
                  <dd className="break-words">{order.address}</dd>
                </>
              ) : null}
            </dl>
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <OrderSummary lines={order.lines} totals={order.totals} title={t`What you ordered`} />
          <div className="flex flex-wrap items-center justify-center gap-3">
            <Button
              variant="accent"
              size="lg"
              isPending={isOrderingAgain}
              pendingLabel={t`Putting it in your cart`}
              onPress={() => onOrderAgain({ orderId: order.id })}
            >
              {t`Order again`}
            </Button>
            <a href={historyHref} className={ctaLinkStyles({ variant: 'outline', size: 'lg' })}>
              {t`All your orders`}
            </a>
            {help ? (
              <Button variant="ghost" size="lg" onPress={help.onAsk}>
                {t`Need help?`}
              </Button>
            ) : null}
          </div>
          {help ? <HelpCorner call={help.call} dialog={help.dialog} /> : null}
        </div>
      </div>
    </>
  );
}

/**
 * A cancelled order instead of its steps: who cancelled it and why, and what became of the money. An
 * alert: it is news when it arrives live, as the shop cancels a paid order (out of oat milk).
 */
function CancelledNotice({ order }: { order: TrackedOrder }) {
  const { t } = useLingui();
  const f = useFormats();
  const amount = order.payment ? f.money(order.payment.amount) : '';
  const reason = order.cancelReason ?? '';
  const number = order.id;
  const why =
    reason === NOT_PAID_IN_TIME
      ? t`It was not paid in time.`
      : reason === CUSTOMER_CANCEL_REASON || reason === ''
        ? t`You cancelled it.`
        : t`The shop cancelled it: “${reason}”.`;
  const money =
    order.payment?.state === 'refunded'
      ? t`${amount} was refunded to you.`
      : order.payment?.state === 'paid'
        ? t`Your ${amount} is being refunded.`
        : t`Nothing was charged.`;
  return (
    <section
      role="alert"
      data-status="cancelled"
      className="flex flex-col gap-2 rounded-card border-2 border-danger bg-surface p-summary shadow-card sm:p-panel"
    >
      <h2 className="font-heading text-lead font-bold break-words text-heading sm:text-section">
        {t`Order #${number} was cancelled`}
      </h2>
      <p className="break-words">{why}</p>
      <p className="font-medium text-heading">{money}</p>
    </section>
  );
}

/** The system-notification offer: asked only while the browser has not been asked yet. */
function NotificationOffer({
  permission,
  onEnable,
}: {
  permission: NotificationPermissionState;
  onEnable: () => void;
}) {
  const { t } = useLingui();
  if (permission === 'default') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto text-small text-body">
          {t`Leave this page open, or get a notification when it is ready.`}
        </p>
        <Button variant="ghost" size="sm" onPress={onEnable}>
          {t`Notify me when it’s ready`}
        </Button>
      </div>
    );
  }
  if (permission === 'granted') {
    return <p className="text-small text-body">{t`We will send you a notification when it is ready.`}</p>;
  }
  return null;
}
