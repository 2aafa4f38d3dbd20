import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TIME_OF, type KitchenTimes } from '../domain/orderTracking';
import { useId, useState } from 'react';
import { AddressEditor } from '../components/AddressEditor';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LazyCancelOrderDialog } from '../components/LazyCancelOrderDialog';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { OrderSummary, OrderSummaryCardSkeleton, type OrderSummaryLine } from '../components/OrderSummary';
import { PaymentMethodPicker, type PaymentMethodValue } from '../components/PaymentMethodPicker';
import type { DeliveryMethod } from '../domain/delivery';
import {
  canMarkDone,
  KITCHEN_FLOW,
  stepsSkippedByDone,
  type KitchenStatus,
  type OrderStatus,
} from '../domain/orderStatus';
import type { OrderTotals } from '../domain/pricing';
import type { PaymentState } from '../domain/payments';
import { requestedTimeOf } from '../domain/requestedTime';
import { requestedTimeShort } from '../i18n/orderWords';
import { useFormats } from '../i18n/useFormats';
import { STAFF_METHOD_WORDS } from '../i18n/catalogueWords';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Skeleton } from '../components/Skeleton';
import { CARD_CLASS } from '../components/cardStyles';
import { cn } from '../components/styles';

/** An order as the admin's detail shows it. */
export interface AdminOrder {
  id: number;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  /** When the customer wants it; null (or the checkout time) reads as `Now`. */
  deliveryTime: string | null;
  createdAt: string;
  times: KitchenTimes;
  customer: { name: string; address: string; phone: string };
  paymentMethodId: PaymentMethodValue | null;
  /** The latest payment's state; null before any. */
  paymentState?: PaymentState | null;
  /** Why a cancelled order was cancelled. */
  cancelReason?: string | null;
  lines: OrderSummaryLine[];
  totals: OrderTotals;
}

/** The payment's state as the shop reads it beside the method. */
const PAYMENT_STATE_WORDS: Record<PaymentState, MessageDescriptor> = {
  pending: msg`Payment: waiting for the provider`,
  paid: msg`Payment: paid`,
  due: msg`Payment: cash to collect`,
  failed: msg`Payment: failed`,
  expired: msg`Payment: expired`,
  refunded: msg`Payment: refunded`,
};

/** A cancelled order's reason, where Mark As Done no longer applies. */
function CancelledLine({ reason }: { reason: string }) {
  const { t } = useLingui();
  return <p className="font-medium break-words text-danger">{t`Cancelled: ${reason}`}</p>;
}

/** What the shop may still cancel (src/domain/orderStatus.ts says the same for the server). */
const SHOP_CANCELS: readonly OrderStatus[] = ['new order', 'paid', 'preparing'];

const STEP_LABELS: Record<KitchenStatus, MessageDescriptor> = {
  paid: msg`Paid`,
  preparing: msg`Preparing`,
  ready: msg`Ready`,
  done: msg`Done`,
};

/**
 * Asks before Mark As Done skips kitchen steps, naming them: one stray tap on a paid order due hours
 * later must not close it (docs/product.md, "Admin screens").
 */
function ConfirmSkippingDone({
  order,
  isOpen,
  onConfirm,
  onCancel,
}: {
  order: AdminOrder;
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const skipped = stepsSkippedByDone(order.status).map((step) => i18n._(STEP_LABELS[step]));
  const status = KITCHEN_FLOW.includes(order.status as KitchenStatus)
    ? i18n._(STEP_LABELS[order.status as KitchenStatus])
    : order.status;
  const [first = '', second] = skipped;
  const steps = second ? t`${first} and ${second}` : first;
  const id = order.id;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t`Mark order #${id} as done?`}
      text={t`It is still ${status}: marking it done skips ${steps}. Do it only when the customer already has their order.`}
      confirmLabel={t`Mark As Done`}
      cancelLabel={t`Keep it in the queue`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** The order's number, status, delivery method, requested time, and when it reached each status. */
function OrderFacts({ order }: { order: AdminOrder }) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const headingId = useId();
  // `Now`, a time on the day it was ordered, or the long date on another day (src/i18n/orderWords.ts).
  const isNow = requestedTimeOf(order.deliveryTime, order.createdAt) === null;
  const wanted = requestedTimeShort(i18n, order.deliveryTime, order.createdAt);
  const number = order.id;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-card bg-surface p-card shadow-soft">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-heading text-section text-heading">
          {t`Order #${number}`}
        </h2>
        <OrderStatusBadge status={order.status} deliveryMethod={order.deliveryMethod} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-copy">
        <dt className="text-muted">{t`Delivery method`}</dt>
        <dd className="font-semibold text-heading">{i18n._(STAFF_METHOD_WORDS[order.deliveryMethod])}</dd>
        <dt className="text-muted">{t`Wanted`}</dt>
        <dd className="font-semibold text-heading">
          {isNow ? wanted : <time dateTime={order.deliveryTime ?? undefined}>{wanted}</time>}
        </dd>
        <dt className="text-muted">{t`Ordered`}</dt>
        <dd>
          <time dateTime={order.createdAt}>{f.longDate(order.createdAt)}</time>
        </dd>
      </dl>
      <ol aria-label={t`Status times`} className="flex flex-col gap-1 border-t border-border pt-3 text-small">
        {KITCHEN_FLOW.map((step) => {
          const at = order.times[TIME_OF[step]];
          return (
            <li key={step} data-step={step} className="flex flex-wrap justify-between gap-x-4">
              <span className={at ? 'font-semibold text-heading' : 'text-muted'}>{i18n._(STEP_LABELS[step])}</span>
              {at ? <time dateTime={at}>{f.longDate(at)}</time> : <span className="text-muted">{t`Not yet`}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** 'Finish your customer order now!': the order, read-only delivery and payment, and Mark As Done. */
export interface OrderDetailScreenProps {
  status: ScreenStatus;
  order: AdminOrder | null;
  onMarkDone: (request: { orderId: number }) => void;
  isPending?: boolean;
  /** Cancels the order with a reason (a paid one is refunded); no button without it. */
  onCancelOrder?: (request: { orderId: number; reason: string }) => void;
  isCancelling?: boolean;
  cancelError?: string | null;
  /**
   * The viewer is staff and the order's money was taken: only an admin may cancel it and refund
   * (docs/product.md, "Roles and permissions"), so the page says so instead of offering Cancel order.
   */
  isRefundAdminOnly?: boolean;
  onRetry?: () => void;
  /** Where the order list is: the way back when no order is chosen or it is gone. */
  orderListHref?: string;
}

/** The order's summary card beside its facts, delivery, payment and Mark As Done, while it loads. */
const ORDER_DETAIL_SKELETON = (
  <div aria-hidden="true" data-skeleton="order-detail" className="grid gap-6 lg:grid-cols-2">
    <OrderSummaryCardSkeleton />
    <div className="flex flex-col gap-6">
      <div className={cn(CARD_CLASS, 'flex flex-col gap-4 p-card')}>
        <Skeleton shape="heading" label={null} />
        <Skeleton shape="line" count={3} label={null} className="flex flex-col gap-2" />
      </div>
      <Skeleton shape="card" count={2} label={null} className="flex flex-col gap-6" />
      <Skeleton shape="button" label={null} />
    </div>
  </div>
);

export function OrderDetailScreen({
  status,
  order,
  onMarkDone,
  isPending,
  onRetry,
  orderListHref = '/admin/bmanage-order',
  onCancelOrder,
  isCancelling,
  cancelError,
  isRefundAdminOnly,
}: OrderDetailScreenProps) {
  const { t, i18n } = useLingui();
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [isDoneConfirmOpen, setDoneConfirmOpen] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-heading text-title text-heading">{t`Finish your customer order now!`}</h1>
      <StatusGate
        status={status}
        onRetry={onRetry}
        loadingLabel={t`Loading the order`}
        skeleton={ORDER_DETAIL_SKELETON}
        notFound={{
          title: t`No order chosen`,
          text: t`This order is not there, or none was chosen. Choose one with its DETAIL button in the list.`,
          backHref: orderListHref,
          backLabel: t`Back to the orders`,
        }}
      >
        {() =>
          order ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <OrderSummary lines={order.lines} totals={order.totals} />
              <div className="flex flex-col gap-6">
                <OrderFacts order={order} />
                <AddressEditor value={order.customer} isReadOnly title={t`Delivery`} />
                <PaymentMethodPicker value={order.paymentMethodId} isReadOnly />
                {order.paymentState ? (
                  <p data-payment-state={order.paymentState} className="font-medium text-heading">
                    {i18n._(PAYMENT_STATE_WORDS[order.paymentState])}
                  </p>
                ) : null}
                {order.status === 'cancelled' ? <CancelledLine reason={order.cancelReason ?? ''} /> : null}
                <Button
                  variant="primary"
                  size="lg"
                  isFullWidth
                  isPending={isPending}
                  pendingLabel={t`Marking as done`}
                  isDisabled={!canMarkDone(order.status)}
                  onPress={() =>
                    stepsSkippedByDone(order.status).length > 0
                      ? setDoneConfirmOpen(true)
                      : onMarkDone({ orderId: order.id })
                  }
                >
                  {t`Mark As Done`}
                </Button>
                <ConfirmSkippingDone
                  order={order}
                  isOpen={isDoneConfirmOpen}
                  onConfirm={() => {
                    setDoneConfirmOpen(false);
                    onMarkDone({ orderId: order.id });
                  }}
                  onCancel={() => setDoneConfirmOpen(false)}
                />
                {order.status === 'done' ? (
                  <p className="text-center text-success">{t`This order is already done.`}</p>
                ) : null}
                {isRefundAdminOnly && SHOP_CANCELS.includes(order.status) ? (
                  <p className="text-center text-small text-body">
                    {t`This order is paid: only an admin can cancel it and refund the money.`}
                  </p>
                ) : onCancelOrder && SHOP_CANCELS.includes(order.status) ? (
                  <>
                    <Button variant="ghost" size="lg" isFullWidth onPress={() => setCancelOpen(true)}>
                      {t`Cancel order`}
                    </Button>
                    <LazyCancelOrderDialog
                      isOpen={isCancelOpen}
                      orderId={order.id}
                      asksReason
                      isPaid={order.status !== 'new order'}
                      isPending={isCancelling}
                      serverError={cancelError}
                      onConfirm={onCancelOrder}
                      onClose={() => setCancelOpen(false)}
                    />
                  </>
                ) : null}
              </div>
            </div>
          ) : null
        }
      </StatusGate>
    </div>
  );
}
