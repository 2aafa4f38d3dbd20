import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { DeliveryMethod } from '../domain/delivery';
import type { OrderStatus } from '../domain/orderStatus';
import { requestedTimeOf } from '../domain/requestedTime';
import { requestedTimeShort } from '../i18n/orderWords';
import { useFormats } from '../i18n/useFormats';
import { STAFF_METHOD_WORDS } from '../i18n/catalogueWords';
import { Button } from './Button';
import { OrderStatusBadge } from './OrderStatusBadge';
import type { PaymentMethodValue } from './PaymentMethodPicker';
import type { PaymentState } from '../domain/payments';
import { PAYMENT_METHOD_WORDS, PAYMENT_STATE_WORDS } from '../i18n/paymentWords';
import { cn } from './styles';

/** One order in the admin's 'All Order' list. */
export interface OrderRowProps {
  orderId: number;
  /** As the API sends it, e.g. `home delivery`; shown in capitalised words. */
  deliveryMethod: DeliveryMethod;
  /** The customer's username; a customer who never set one (null or blank) reads 'No username'. */
  username: string | null;
  /** The order's `createdAt` (ISO date-time); shown in the long date format. */
  createdAt: string;
  status: OrderStatus;
  /** What the customer pays, in rupiah. */
  total: number;
  /** When the customer wants it (ISO date-time), or null: shown as `Now` or the time in shop time. */
  deliveryTime: string | null;
  /** How it is paid and what became of the money; unset or null before the first confirm. */
  payment?: { methodId: PaymentMethodValue; state: PaymentState | null } | null;
  onDetail: (detail: { orderId: number }) => void;
  className?: string;
}

/**
 * A row of the order list: number, delivery method, status, customer, total, the requested time, the
 * created time, and a DETAIL button (described by the row, so it names the order it opens).
 */
export function OrderRow({
  orderId,
  deliveryMethod,
  username,
  createdAt,
  status,
  total,
  deliveryTime,
  payment,
  onDetail,
  className,
}: OrderRowProps) {
  const summaryId = useId();
  const { t, i18n } = useLingui();
  const f = useFormats();
  const isNow = requestedTimeOf(deliveryTime, createdAt) === null;
  const wanted = requestedTimeShort(i18n, deliveryTime, createdAt);
  return (
    <div
      data-order-id={orderId}
      className={cn(
        'flex flex-wrap items-center gap-x-6 gap-y-3 rounded-card bg-surface p-tile text-body shadow-soft sm:flex-nowrap sm:px-card',
        className,
      )}
    >
      <div id={summaryId} className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-heading text-lead font-bold break-words text-heading">
            <span className="text-muted">#{orderId}</span> <span>{i18n._(STAFF_METHOD_WORDS[deliveryMethod])}</span>
          </span>
          <OrderStatusBadge status={status} deliveryMethod={deliveryMethod} />
        </div>
        {username?.trim() ? (
          <span className="text-small break-words">{username}</span>
        ) : (
          <span className="text-small text-muted italic">{t`No username`}</span>
        )}
        <span className="flex flex-wrap gap-x-4 gap-y-0.5 text-small">
          <span className="font-semibold text-heading">{f.money(total)}</span>
          {payment ? (
            <span data-payment-state={payment.state ?? undefined}>
              {i18n._(PAYMENT_METHOD_WORDS[payment.methodId])}
              {payment.state ? `, ${i18n._(PAYMENT_STATE_WORDS[payment.state])}` : null}
            </span>
          ) : null}
          <span>
            {t`Wanted:`}{' '}
            {isNow ? (
              <span className="font-semibold text-heading">{wanted}</span>
            ) : (
              <time dateTime={deliveryTime ?? undefined} className="font-semibold text-heading">
                {wanted}
              </time>
            )}
          </span>
        </span>
        <span className="text-small text-muted">
          {t`Ordered`} <time dateTime={createdAt}>{f.longDate(createdAt)}</time>
        </span>
      </div>
      <Button
        variant="primary"
        size="sm"
        aria-describedby={summaryId}
        onPress={() => onDetail({ orderId })}
        className="w-full sm:w-auto"
      >
        {t`DETAIL`}
      </Button>
    </div>
  );
}
